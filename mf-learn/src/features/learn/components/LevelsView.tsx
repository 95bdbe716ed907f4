// The levels view: one card per level, sorted by order, with lock state. Skip with Quiz opens the
// spec's quiz intro; its Start Quiz leads to the Coming Soon dialog (the quiz is not built), which a
// press on the locked card opens too, so the feature behaves one way everywhere.
import { useState } from 'react';
import { EmptyState, UtensilsIcon } from '@fff/ui';
import { levelStates } from '../lock-rules';
import type { LearnLevel } from '../types';
import { CardList } from './card-styles';
import { ComingSoonDialog, type ComingSoonSubject } from './ComingSoonDialog';
import { LevelCard } from './LevelCard';
import { SkipQuizIntroDialog } from './SkipQuizIntroDialog';

/** Props of LevelsView. */
export interface LevelsViewProps {
  levels: LearnLevel[];
  onOpen: (level: LearnLevel) => void;
}

/** Levels with completion, lock and the Skip with Quiz action. */
export function LevelsView({ levels, onOpen }: LevelsViewProps) {
  const [comingSoon, setComingSoon] = useState<ComingSoonSubject | null>(null);
  const [intro, setIntro] = useState<string | null>(null);
  const states = levelStates(levels);
  if (levels.length === 0)
    return (
      <EmptyState icon={<UtensilsIcon decorative />} title="No levels yet">
        The menu is being written. Check back soon!
      </EmptyState>
    );
  return (
    <>
      <CardList aria-label="Levels">
        {levels.map((level, i) => (
          <li key={level.id}>
            <LevelCard
              level={level}
              state={states[i]}
              onOpen={onOpen}
              onLockedOpen={(l) => setComingSoon({ variant: 'skip-quiz', levelTitle: l.title })}
              onSkipWithQuiz={(l) => setIntro(l.title)}
            />
          </li>
        ))}
      </CardList>
      <SkipQuizIntroDialog
        levelTitle={intro}
        onClose={() => setIntro(null)}
        onStart={() => {
          setIntro(null);
          if (intro) setComingSoon({ variant: 'skip-quiz', levelTitle: intro });
        }}
      />
      <ComingSoonDialog subject={comingSoon} onClose={() => setComingSoon(null)} />
    </>
  );
}
