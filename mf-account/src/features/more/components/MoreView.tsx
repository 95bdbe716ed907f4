// More screen: referral card, menu, support button, version and the legal dialogs.
import { useState } from 'react';
import styled from 'styled-components';
import { toast, useAppDispatch } from '@fff/platform';
import { Button, Dialog, PageHeader } from '@fff/ui';
import { APP_VERSION_TEXT } from '@fff/domain';
import { PrivacyPolicyText } from '../../legal/components/PrivacyPolicyText';
import { TermsText } from '../../legal/components/TermsText';
import { MoreMenu } from './MoreMenu';
import { ReferralCard } from './ReferralCard';

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
  div { display: flex; gap: 8px; }
`;

/** The whole More screen. */
export function MoreView() {
  const dispatch = useAppDispatch();
  const [legal, setLegal] = useState<'privacy' | 'terms' | null>(null);
  const close = () => setLegal(null);
  return (
    <Stack>
      <PageHeader title="More" />
      <ReferralCard />
      <MoreMenu />
      <Button
        $block
        $variant="secondary"
        onClick={() => dispatch(toast({ title: 'Thank you for your support! 🧡', description: 'Ways to support the developers are coming soon.' }))}
      >
        ❤️ Support the Developers
      </Button>
      <Footer data-build={process.env.FFF_BUILD_LABEL}>
        <span>{APP_VERSION_TEXT}</span>
        <div>
          <Button $variant="ghost" onClick={() => setLegal('privacy')}>Privacy Policy</Button>
          <Button $variant="ghost" onClick={() => setLegal('terms')}>Terms &amp; Conditions</Button>
        </div>
      </Footer>
      <Dialog open={legal === 'privacy'} onClose={close} title="Privacy Policy"><PrivacyPolicyText /></Dialog>
      <Dialog open={legal === 'terms'} onClose={close} title="Terms & Conditions"><TermsText /></Dialog>
    </Stack>
  );
}
