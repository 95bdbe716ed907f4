// Referral card (spec part 2 §2, §3): the learner's code, their referral stats, Share (the share
// sheet, else copied) and a WhatsApp link. The invite link opens Sign Up with the code filled in.
import styled from 'styled-components';
import { REFERRAL_BONUS } from '@fff/domain/learning';
import { REFERRAL_LESSONS_REQUIRED, whatsAppShareUrl } from '@fff/domain/social';
import { Button, Card } from '@fff/ui';
import { GiftIcon } from '@fff/ui/screen-icons';
import { useGetReferralCodeQuery } from '../api/referral-api';
import { useShareInvite } from '../hooks/use-share-invite';
import { ReferralStats } from './ReferralStats';

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
  > div {
    flex: 1;
    min-width: 0;
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
  margin-top: 12px;
`;

const WhatsApp = styled.a`
  font: inherit;
  font-weight: 700;
  background: none;
  border: 0;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  padding: 8px 4px;
`;

/** 'Invite friends' card of the More screen. */
export function ReferralCard() {
  const code = useGetReferralCodeQuery();
  const { data: shareData, share, openWhatsApp } = useShareInvite();
  const newTab = <span className="visually-hidden"> (opens in a new tab)</span>;
  return (
    <Card $accent="#f59e0b" aria-labelledby="referral-title">
      <Body>
        <GiftIcon decorative size="2rem" />
        <div>
          <h2 id="referral-title">Invite friends to the kitchen</h2>
          <p>
            Cooking is better together. Invite a friend and you both get {REFERRAL_BONUS} Spice Stones once
            they have completed {REFERRAL_LESSONS_REQUIRED} lessons.
          </p>
          <Row>
            {/* One line, as the code's: a spinner block here moved the card when the code came. */}
            {code.isLoading && <span role="status">Loading your code...</span>}
            {code.data && (
              <span>
                Your code: <Code>{code.data.referralCode}</Code>
              </span>
            )}
          </Row>
          <ReferralStats />
          <Row>
            <Button onClick={() => void share()}>Share invite</Button>
            {shareData ? (
              <WhatsApp
                href={whatsAppShareUrl(shareData.shareMessage, shareData.shareUrl)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Share on WhatsApp{newTab}
              </WhatsApp>
            ) : (
              // The share data is asked for on this click, not by opening the screen.
              <WhatsApp as="button" type="button" onClick={() => void openWhatsApp()}>
                Share on WhatsApp{newTab}
              </WhatsApp>
            )}
          </Row>
        </div>
      </Body>
    </Card>
  );
}
