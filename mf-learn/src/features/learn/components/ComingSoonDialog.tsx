// Coming Soon dialog in the spec's two variants: skip-with-quiz and a new content track.
import { QUIZ_SKIP } from '@fff/domain';
import { Button, Dialog } from '@fff/ui';

/** Which feature is coming soon, and what it is called. */
export type ComingSoonSubject =
  { variant: 'skip-quiz'; levelTitle: string } | { variant: 'track'; trackTitle: string };

/** Coming Soon notice; renders nothing while `subject` is null. */
export function ComingSoonDialog({
  subject,
  onClose,
}: {
  subject: ComingSoonSubject | null;
  onClose: () => void;
}) {
  const title =
    subject?.variant === 'track' ? `${subject.trackTitle}: Coming Soon` : 'Skip with Quiz: Coming Soon';
  return (
    <Dialog open={subject !== null} onClose={onClose} title={title}>
      {subject?.variant === 'track' ? (
        <p>
          Our chefs are still writing this track. New lessons will be served here soon. Keep cooking in the
          meantime!
        </p>
      ) : (
        <>
          <p>
            Skipping ahead to {subject?.levelTitle ?? 'this level'} with a {QUIZ_SKIP.questions}-question quiz
            ({QUIZ_SKIP.passPercent}% to pass) is coming soon.
          </p>
          <p>For now, complete the previous level to unlock it.</p>
        </>
      )}
      <Button $block onClick={onClose}>
        Got it
      </Button>
    </Dialog>
  );
}
