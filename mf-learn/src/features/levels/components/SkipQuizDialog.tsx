// Skip-to-level quiz intro (spec: Start Quiz only closes the dialog; the quiz is coming soon).
import { Button, Dialog } from '@fff/ui';
import type { Level } from '../types';

/** Quiz intro for skipping to `level`. */
export function SkipQuizDialog({ level, onClose }: { level: Level | null; onClose: () => void }) {
  return (
    <Dialog open={level !== null} onClose={onClose} title={`Skip to ${level?.title ?? 'this level'}?`}>
      <p>Prove what you already know and jump ahead.</p>
      <ul>
        <li>5 questions</li>
        <li>80% to pass</li>
        <li>About 3 to 5 minutes</li>
      </ul>
      <Button $block onClick={onClose}>Start Quiz</Button>
    </Dialog>
  );
}
