// Help & Support (spec part 2 §2): contact block, quick links, FAQ, guide, video card, the two
// support dialogs, and the feedback form (passed in by the route, which also wires Report Issue).
import { useState, type ReactNode } from 'react';
import { PageHeader } from '@fff/ui';
import { BackLink } from '../../../components/BackLink';
import { HELP_PATHS } from '../../../config/help';
import { ContactBlock, QuickLinks } from './ContactBlock';
import { FaqAccordion } from './FaqAccordion';
import { GameMechanicsGuide, VideoTutorialsCard } from './GuideCards';
import { EmailSupportDialog, EmailTemplateDialog } from './SupportDialogs';

/** Props: the feedback form, and what Report Issue does (opens it for a bug). */
export interface HelpViewProps {
  feedback: ReactNode;
  onReportIssue: () => void;
}

/** The whole Help & Support screen. */
export function HelpView({ feedback, onReportIssue }: HelpViewProps) {
  const [dialog, setDialog] = useState<'email' | 'template' | null>(null);
  const close = () => setDialog(null);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader
        title="Help & Support"
        subtitle="Answers, guides and a line to the kitchen"
        back={<BackLink to={HELP_PATHS.more} label="Back to More" />}
      />
      <ContactBlock onEmailSupport={() => setDialog('email')} onReportIssue={onReportIssue} />
      <QuickLinks />
      <section aria-labelledby="faq-title">
        <h2 id="faq-title" style={{ fontSize: '1.15rem', margin: '0 0 10px' }}>
          Frequently Asked Questions
        </h2>
        <FaqAccordion />
      </section>
      <GameMechanicsGuide />
      <VideoTutorialsCard />
      {feedback}
      <EmailSupportDialog
        open={dialog === 'email'}
        onClose={close}
        onShowTemplate={() => setDialog('template')}
        onReportIssue={() => {
          close();
          onReportIssue();
        }}
      />
      <EmailTemplateDialog open={dialog === 'template'} onClose={close} />
    </div>
  );
}
