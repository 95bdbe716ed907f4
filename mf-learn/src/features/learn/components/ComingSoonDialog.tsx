// Coming Soon dialog in the spec's two variants: skip-with-quiz and a new content track.
import { QUIZ_SKIP } from '@fff/domain/learning';
import { Button, Dialog } from '@fff/ui';

/** Which feature is coming soon, and what it is called. */
export type ComingSoonSubject =
  | { variant: 'skip-quiz'; levelTitle: string }
  // `written`: the track is not Coming Soon, and is locked only because its level is (opened by address).
  | { variant: 'track'; trackTitle: string; written: boolean };

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
      {subject?.variant === 'track' && subject.written && (
        <p>This track opens with its level: complete the previous level to unlock it.</p>
      )}
      {subject?.variant === 'track' && !subject.written && (
        <p>
          Our chefs are still writing this track. New lessons will be served here soon. Keep cooking in the
          meantime!
        </p>
      )}
      {subject?.variant !== 'track' && (
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
