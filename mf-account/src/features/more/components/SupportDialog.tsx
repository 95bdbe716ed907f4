// 'Support the Developers' (spec part 2 §2 leaves its action open). Decision: the app is free and
// sells nothing yet, so the dialog offers the real ways to help today: share the app (the referral
// card's invite: the device's share sheet, else it is copied), vote on the roadmap, send feedback; and it says
// that the shop, when it opens, is how paying will support the team.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Dialog } from '@fff/ui';
import { useShareInvite } from '../hooks/use-share-invite';

const Ways = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  li {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The dialog behind the More screen's 'Support the Developers' button. */
export function SupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { share } = useShareInvite();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Support the Developers"
      description={
        <p>
          From Fork to Flame is free, and the best support costs nothing. Thank you for cooking with us! 🧡
        </p>
      }
    >
      <Ways>
        <li>
          <span>Share the app with a friend who loves food.</span>
          <Button onClick={() => void share()}>Share From Fork to Flame</Button>
        </li>
        <li>
          <span>Tell us what to cook up next.</span>
          <Link to="/roadmap" onClick={onClose}>
            Vote on the Public Roadmap
          </Link>
        </li>
        <li>
          <span>Found a bug or have an idea?</span>
          <Link to="/help#feedback" onClick={onClose}>
            Send us feedback
          </Link>
        </li>
        <li>
          <span>When the shop opens, every purchase helps the kitchen crew keep cooking.</span>
          <Link to="/shop" onClick={onClose}>
            Get notified when the shop opens
          </Link>
        </li>
      </Ways>
    </Dialog>
  );
}
