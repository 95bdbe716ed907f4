// Referral invitation with the learner's own code (from GET /api/user) and a copyable invite
// link (/auth?ref=CODE opens Sign Up with the code filled in). Stats and the share sheet arrive
// with /api/referral/*; until then the card shows no made-up numbers.
import styled from 'styled-components';
import { REFERRAL_BONUS } from '@fff/domain';
import { toast, useAppDispatch, useGetCurrentUserQuery } from '@fff/platform';
import { Button, Card } from '@fff/ui';

const Body = styled.div`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 4px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Code = styled.code`
  font-size: 1.1rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.text};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-top: 10px;
`;

/** The link a friend opens to sign up with this code. */
export function inviteLink(code: string, origin = window.location.origin): string {
  return `${origin}/auth?ref=${encodeURIComponent(code)}`;
}

/** 'Invite friends' card. */
export function ReferralCard() {
  const dispatch = useAppDispatch();
  const { data: user } = useGetCurrentUserQuery();
  const code = user?.referralCode;

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(toast({ title: 'Copied!', description: 'Your invite link is ready to paste.' }));
    } catch {
      dispatch(toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' }));
    }
  };

  return (
    <Card $accent="#f59e0b" aria-labelledby="referral-title">
      <Body>
        <span aria-hidden="true" style={{ fontSize: '2rem' }}>
          🎁
        </span>
        <div>
          <h2 id="referral-title">Invite friends to the kitchen</h2>
          <p>
            Cooking is better together. Invite a friend and you both get {REFERRAL_BONUS} Spice Stones once
            they verify their email.
          </p>
          {code && (
            <Row>
              <span>
                Your code: <Code>{code}</Code>
              </span>
              <Button $variant="secondary" onClick={() => void copy(inviteLink(code))}>
                Copy invite link
              </Button>
            </Row>
          )}
        </div>
      </Body>
    </Card>
  );
}
