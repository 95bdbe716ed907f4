// Referral invitation. Real code, stats and sharing arrive with /api/referral/*; until then
// the card only invites, with no made-up numbers.
import styled from 'styled-components';
import { Badge, Card } from '@fff/ui';

const Body = styled.div`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  h2 { font-size: 1.15rem; margin: 0 0 4px; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** 'Invite friends' card. */
export function ReferralCard() {
  return (
    <Card $accent="#f59e0b" aria-labelledby="referral-title">
      <Body>
        <span aria-hidden="true" style={{ fontSize: '2rem' }}>🎁</span>
        <div>
          <h2 id="referral-title">Invite friends to the kitchen</h2>
          <p>Cooking is better together. Invite a friend and you both get 250 Spice Stones once they verify their email.</p>
          <p style={{ marginTop: 8 }}><Badge>Your invite code is on its way</Badge></p>
        </div>
      </Body>
    </Card>
  );
}
