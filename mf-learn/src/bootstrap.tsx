// Standalone page for developing this remote on its own (http://localhost:3001).
// In the product the shell renders the exposed modules inside its own providers.
import { mountStandalone } from '@fff/platform';
import LearnHome from './app/routes/LearnHome';

mountStandalone(<LearnHome />);
