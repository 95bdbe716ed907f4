// Standalone page for developing this remote on its own (http://localhost:3002).
// In the product the shell renders the exposed modules inside its own providers (and draws the
// chat drawer's floating button itself); here a plain button stands in for it.
import { useState } from 'react';
import { mountStandalone } from '@fff/platform';
import FriendsScreen from './app/routes/FriendsScreen';
import LeagueScreen from './app/routes/LeagueScreen';
import ChatDrawer from './app/widgets/ChatDrawer';

function StandaloneChat() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open chat
      </button>
      {open && <ChatDrawer onClose={() => setOpen(false)} />}
    </>
  );
}

mountStandalone(
  <>
    <FriendsScreen />
    <LeagueScreen />
    <StandaloneChat />
  </>,
);
