// More screen: referral card, menu, support button, version and the legal dialogs.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, HeartIcon, PageHeader } from '@fff/ui';
import { APP_VERSION_TEXT } from '@fff/domain/account';
import { PrivacyPolicyText, TermsText } from '../../legal';
import { MoreMenu } from './MoreMenu';
import { ReferralCard } from './ReferralCard';
import { SupportDialog } from './SupportDialog';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Footer = styled.footer`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  div {
    display: flex;
    gap: 8px;
  }
`;

/** The whole More screen. */
export function MoreView() {
  const [dialog, setDialog] = useState<'privacy' | 'terms' | 'support' | null>(null);
  const close = () => setDialog(null);
  return (
    <Stack>
      <PageHeader title="More" />
      <ReferralCard />
      <MoreMenu />
      <Button $block $variant="secondary" onClick={() => setDialog('support')}>
        <HeartIcon decorative /> Support the Developers
      </Button>
      <Footer data-build={process.env.FFF_BUILD_LABEL}>
        <span>{APP_VERSION_TEXT}</span>
        <div>
          <Button $variant="ghost" onClick={() => setDialog('privacy')}>
            Privacy Policy
          </Button>
          <Button $variant="ghost" onClick={() => setDialog('terms')}>
            Terms &amp; Conditions
          </Button>
        </div>
      </Footer>
      <SupportDialog open={dialog === 'support'} onClose={close} />
      <Dialog open={dialog === 'privacy'} onClose={close} title="Privacy Policy">
        <PrivacyPolicyText />
      </Dialog>
      <Dialog open={dialog === 'terms'} onClose={close} title="Terms & Conditions">
        <TermsText />
      </Dialog>
    </Stack>
  );
}
