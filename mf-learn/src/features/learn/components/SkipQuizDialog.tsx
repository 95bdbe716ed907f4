// Skip-to-level quiz intro (spec: Start Quiz only closes the dialog; the quiz is coming soon).
import { QUIZ_SKIP } from '@fff/domain';
import { Button, Dialog } from '@fff/ui';
import type { LearnLevel } from '../types';

/** Quiz intro for skipping to `level`. */
export function SkipQuizDialog({ level, onClose }: { level: LearnLevel | null; onClose: () => void }) {
  return (
    <Dialog open={level !== null} onClose={onClose} title={`Skip to ${level?.title ?? 'this level'}?`}>
      <p>Already know your way around the kitchen? Pass a short quiz to jump ahead.</p>
      <ul>
        <li>{QUIZ_SKIP.questions} questions</li>
        <li>{QUIZ_SKIP.passPercent}% minimum to pass</li>
        <li>About {QUIZ_SKIP.duration.replace('-', '–')}</li>
      </ul>
      <Button $block onClick={onClose}>Start Quiz</Button>
    </Dialog>
  );
}
