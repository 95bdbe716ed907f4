// The skip-to-level quiz intro (spec part 1: "Start Quiz only closes the dialog"; §9: 5 questions,
// 80 % minimum, about 3 to 5 minutes). The quiz itself is Coming Soon, so Start Quiz closes this
// intro and the caller says so, rather than promising a quiz that does not start.
import { QUIZ_SKIP } from '@fff/domain/learning';
import { Button, Dialog } from '@fff/ui';

/** Intro of the quiz that would skip to `levelTitle`; renders nothing while `levelTitle` is null. */
export function SkipQuizIntroDialog({
  levelTitle,
  onStart,
  onClose,
}: {
  levelTitle: string | null;
  onStart: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={levelTitle !== null} onClose={onClose} title={`Skip to ${levelTitle ?? 'this level'}`}>
      <p>Already know your way around this kitchen? Prove it with a short quiz.</p>
      <ul>
        <li>{QUIZ_SKIP.questions} questions</li>
        <li>{QUIZ_SKIP.passPercent}% correct to pass</li>
        <li>About {QUIZ_SKIP.duration.replace('-', ' to ')}</li>
      </ul>
      <Button $block onClick={onStart}>
        Start Quiz
      </Button>
    </Dialog>
  );
}
