// The out-of-hearts notice of a quiz step: when the next heart arrives (kept current) and the ways
// out: wait here (the quiz goes on by itself when the heart arrives), review the lesson, or go back.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { minutesToNextHeart } from '@fff/domain/learning';
import { Button } from '@fff/ui';

const Notice = styled.div`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p {
    margin: 6px 0;
  }
`;

const Ways = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 10px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** When the next heart arrives, in words. */
export function nextHeartSentence(nextHeartAt: string | null, now = new Date()): string {
  if (!nextHeartAt) return 'A new heart arrives within the hour.';
  const at = new Date(nextHeartAt);
  const minutes = minutesToNextHeart({ hearts: 0, nextHeartAt: at, fullAt: null }, now);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return `Your next heart arrives in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} (at ${time}).`;
}

/** Props of OutOfHearts. */
export interface OutOfHeartsProps {
  nextHeartAt: string | null;
  now: Date;
  backTo: string;
  onReview: () => void;
}

/** Why the quiz is paused and what the learner can do now. */
export function OutOfHearts({ nextHeartAt, now, backTo, onReview }: OutOfHeartsProps) {
  return (
    <Notice>
      <strong>You're out of hearts 💔</strong>
      <p>You can't answer more questions until a heart comes back. {nextHeartSentence(nextHeartAt, now)}</p>
      <p>Wait here and the quiz goes on by itself when the heart arrives, or:</p>
      <Ways>
        <Button $variant="secondary" onClick={onReview}>
          Review the lesson
        </Button>
        <Link to={backTo}>Back to Learn</Link>
      </Ways>
    </Notice>
  );
}
