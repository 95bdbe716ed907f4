// One level: colour by order (1 green, 2 amber, 3 red), mascot line, completed/total and progress.
// A locked level (never the first) says 'Complete previous level' and offers 'Skip with Quiz'.
import styled, { useTheme } from 'styled-components';
import {
  AdvancedIcon,
  Badge,
  BeginnerIcon,
  Button,
  LabIcon,
  LockedIcon,
  MascotIcon,
  ProgressBar,
  levelColor,
  type IconComponent,
} from '@fff/ui';
import type { CardState } from '../lock-rules';
import type { LearnLevel } from '../types';
import { AboveCard, Card, CardBody, CardFooter, Emblem, TitleButton } from './card-styles';

// The level's mascot as a picture (its name is in the mascot line beside it).
const MASCOT_ICON: Record<LearnLevel['mascot'], IconComponent> = {
  'chef-chilli': MascotIcon,
  'professor-parsley': BeginnerIcon,
  'chef-inferno': AdvancedIcon,
  'dr-gut': LabIcon,
};

const MascotLine = styled.p`
  && {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** Props of LevelCard. */
export interface LevelCardProps {
  level: LearnLevel;
  state: CardState;
  onOpen: (level: LearnLevel) => void;
  onLockedOpen: (level: LearnLevel) => void;
  onSkipWithQuiz: (level: LearnLevel) => void;
}

/** A level card; opening a locked level tells that skipping is coming soon. */
export function LevelCard({ level, state, onOpen, onLockedOpen, onSkipWithQuiz }: LevelCardProps) {
  const theme = useTheme();
  const color = levelColor(theme, level.order);
  const { locked, completed, total } = state;
  const statusId = `level-${level.id}-status`;
  const Mascot = MASCOT_ICON[level.mascot];
  return (
    <Card $accent={color} $locked={locked} data-testid={`level-card-${level.order}`}>
      <Emblem $color={color} aria-hidden="true">
        {locked ? <LockedIcon decorative /> : <Mascot decorative />}
      </Emblem>
      <CardBody>
        <h2>
          <TitleButton
            aria-describedby={statusId}
            onClick={() => (locked ? onLockedOpen(level) : onOpen(level))}
          >
            {level.title}
          </TitleButton>
        </h2>
        <MascotLine>{level.mascotDescription}</MascotLine>
        <p>{level.description}</p>
        <ProgressBar value={completed} max={total} label={`${level.title} progress`} color={color} />
        <CardFooter id={statusId}>
          <span>
            {completed}/{total} lessons
          </span>
          {locked ? (
            <Badge $tone="muted">
              <LockedIcon decorative size="1em" /> Complete previous level
            </Badge>
          ) : (
            <Badge>Level {level.order}</Badge>
          )}
        </CardFooter>
        {locked && level.order > 1 && (
          <AboveCard>
            <CardFooter>
              <span />
              <Button $variant="secondary" onClick={() => onSkipWithQuiz(level)}>
                Skip with Quiz
              </Button>
            </CardFooter>
          </AboveCard>
        )}
      </CardBody>
    </Card>
  );
}
