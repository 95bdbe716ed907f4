// The tracks of a level. An unlocked track opens its modules; a locked one opens the Coming Soon
// dialog (new content track), unless the bypass flag is on.
import { useState } from 'react';
import { useTheme } from 'styled-components';
import { uniqueById } from '@fff/domain/learning';
import { EmptyState, levelColor, UtensilsIcon } from '@fff/ui';
import { trackStates } from '../lock-rules';
import type { LearnLevel, LearnTrack } from '../types';
import { CardList } from './card-styles';
import { ComingSoonDialog, type ComingSoonSubject } from './ComingSoonDialog';
import { TrackCard } from './TrackCard';

/** Props of TracksView. */
export interface TracksViewProps {
  level: LearnLevel;
  bypassLocks: boolean;
  onOpen: (track: LearnTrack) => void;
}

/** Track cards of one level. */
export function TracksView({ level, bypassLocks, onOpen }: TracksViewProps) {
  const theme = useTheme();
  const [comingSoon, setComingSoon] = useState<ComingSoonSubject | null>(null);
  const states = trackStates(level.tracks);
  if (level.tracks.length === 0)
    return (
      <EmptyState icon={<UtensilsIcon decorative />} title="No tracks yet">
        New tracks are on their way.
      </EmptyState>
    );
  return (
    <>
      <CardList aria-label="Tracks">
        {level.tracks.map((track, i) => (
          <li key={track.id}>
            <TrackCard
              track={track}
              moduleCount={uniqueById(track.modules).length}
              state={states[i]}
              color={levelColor(theme, level.order)}
              onOpen={(t) =>
                states[i].locked && !bypassLocks
                  ? setComingSoon({ variant: 'track', trackTitle: t.title, written: !t.comingSoon })
                  : onOpen(t)
              }
            />
          </li>
        ))}
      </CardList>
      <ComingSoonDialog subject={comingSoon} onClose={() => setComingSoon(null)} />
    </>
  );
}
