// Exposed as mf_account/HelpScreen (route /help): the help view with the feedback form; Report
// Issue (on the page or in the Email Support dialog) opens the form for a bug report.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FeedbackForm, type FeedbackRequest } from '../../features/feedback/components/FeedbackForm';
import { HelpView } from '../../features/help/components/HelpView';

/** Help & Support screen. */
export default function HelpScreen() {
  const [request, setRequest] = useState<FeedbackRequest | undefined>();
  const { hash } = useLocation();
  // /help#feedback (from More's Support dialog) brings the form into view.
  useEffect(() => {
    if (hash === '#feedback') setRequest((r) => ({ id: (r?.id ?? 0) + 1 }));
  }, [hash]);
  return (
    <HelpView
      feedback={<FeedbackForm request={request} />}
      onReportIssue={() => setRequest((r) => ({ id: (r?.id ?? 0) + 1, type: 'bug' }))}
    />
  );
}
