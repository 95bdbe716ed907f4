// One level of the Learn screen: colour by order, mascot line, lesson count and progress.
import styled, { useTheme } from 'styled-components';
import { Badge, Button, Card, ProgressBar, levelColor } from '@fff/ui';
import type { Level } from '../types';

const MASCOT_EMOJI: Record<Level['mascot'], string> = {
  'chef-chilli': '🌶️',
  'professor-parsley': '🌿',
  'chef-inferno': '🔥',
  'dr-gut': '🧪',
};

const Top = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  h2 { font-size: 1.2rem; margin: 0; }
`;

const Emblem = styled.div<{ $color: string }>`
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 1.5rem;
  background: ${({ $color }) => $color};
`;

const Mascot = styled.p`
  margin: 2px 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
`;

const Description = styled.p`
  margin: 8px 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  margin-top: 10px;
  font-size: 0.9rem;
`;

/** Props of LevelCard. */
export interface LevelCardProps {
  level: Level;
  completed: number;
  total: number;
  locked: boolean;
  onSkipWithQuiz: (level: Level) => void;
}

/** A level card; locked levels say 'Complete previous level' and offer the quiz skip. */
export function LevelCard({ level, completed, total, locked, onSkipWithQuiz }: LevelCardProps) {
  const theme = useTheme();
  const color = levelColor(theme, level.order);
  return (
    <Card $accent={color} aria-labelledby={`level-${level.id}`} data-testid={`level-card-${level.order}`}>
      <Top>
        <Emblem $color={color} aria-hidden="true">{locked ? '🔒' : MASCOT_EMOJI[level.mascot]}</Emblem>
        <div>
          <h2 id={`level-${level.id}`}>{level.title}</h2>
          <Mascot>{level.mascotDescription}</Mascot>
        </div>
      </Top>
      <Description>{level.description}</Description>
      <ProgressBar value={completed} max={total} label={`${level.title} progress`} color={color} />
      <Footer>
        <span>{completed}/{total} lessons</span>
        {locked ? <Badge $tone="muted">🔒 Complete previous level</Badge> : <Badge>Level {level.order}</Badge>}
      </Footer>
      {locked && (
        <Footer>
          <Button $variant="secondary" onClick={() => onSkipWithQuiz(level)}>Skip with Quiz</Button>
        </Footer>
      )}
    </Card>
  );
}
