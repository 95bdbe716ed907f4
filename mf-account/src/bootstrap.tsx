// Standalone page for developing this remote on its own (http://localhost:3003).
// In the product the shell renders the exposed modules inside its own providers.
import { mountStandalone } from '@fff/platform';
import MoreScreen from './app/routes/MoreScreen';

mountStandalone(<MoreScreen />);
