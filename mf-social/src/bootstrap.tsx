// Standalone page for developing this remote on its own (http://localhost:3002).
// In the product the shell renders the exposed modules inside its own providers.
import { mountStandalone } from '@fff/platform';
import FriendsScreen from './app/routes/FriendsScreen';
import LeagueScreen from './app/routes/LeagueScreen';
import ChatDrawer from './app/widgets/ChatDrawer';

mountStandalone(
  <>
    <FriendsScreen />
    <LeagueScreen />
    <ChatDrawer />
  </>,
);
