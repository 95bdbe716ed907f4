// The Email Support dialog (direct email is coming soon; 'Report Issue Instead') and the template
// dialog with the support address, Copy Email and Copy Template (spec part 2 §2).
import styled from 'styled-components';
import { APP_VERSION_TEXT } from '@fff/domain/account';
import { Button, Dialog } from '@fff/ui';
import { SUPPORT_EMAIL } from '../../../config/help';
import { useCopy } from '../hooks/use-copy';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 14px;
`;

/** The address may break anywhere: at 320 px it is wider than the dialog. */
const Address = styled.strong`
  overflow-wrap: anywhere;
`;

const Template = styled.pre`
  white-space: pre-wrap;
  font: inherit;
  font-size: 0.9rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 12px;
  margin: 10px 0 0;
`;

/** What a learner pastes into their own mail app; the version helps us reproduce. */
export const SUPPORT_TEMPLATE = `Subject: Help with From Fork to Flame

Hi From Fork to Flame team,

What I was doing:
What I expected:
What happened instead:

Device and browser:
App version: ${APP_VERSION_TEXT}`;

/** 'Email Support': offers the in-app report, or the template for one's own mail app. */
export function EmailSupportDialog(props: {
  open: boolean;
  onClose: () => void;
  onReportIssue: () => void;
  onShowTemplate: () => void;
}) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title="Email Support"
      description={
        <p>
          Sending email to us straight from the app is coming soon. Report the issue here and it reaches the
          team today, or write to us from your own mail app.
        </p>
      }
    >
      <Row>
        <Button onClick={props.onReportIssue}>Report Issue Instead</Button>
        <Button $variant="secondary" onClick={props.onShowTemplate}>
          Use Email Template
        </Button>
      </Row>
    </Dialog>
  );
}

/** The support address and a template, each copyable. */
export function EmailTemplateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const copy = useCopy();
  return (
    <Dialog open={open} onClose={onClose} title="Email Template">
      <p style={{ margin: 0 }}>
        Support contact: <Address>{SUPPORT_EMAIL}</Address>
      </p>
      <Template aria-label="Email template">{SUPPORT_TEMPLATE}</Template>
      <Row>
        <Button $variant="secondary" onClick={() => void copy(SUPPORT_EMAIL, 'The support address')}>
          Copy Email
        </Button>
        <Button onClick={() => void copy(SUPPORT_TEMPLATE, 'The template')}>Copy Template</Button>
      </Row>
    </Dialog>
  );
}
