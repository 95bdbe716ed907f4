// One track: letter, title, description, module count and progress; locked shows 'Coming Soon'.
import { DR_GUT } from '@fff/domain/shared';
import { Badge, LockedIcon, ProgressBar } from '@fff/ui';
import { DrGut } from '../../../components/DrGut';
import type { CardState } from '../lock-rules';
import type { LearnTrack } from '../types';
import { Card, CardBody, CardFooter, Emblem, TitleButton } from './card-styles';

/** Props of TrackCard. */
export interface TrackCardProps {
  track: LearnTrack;
  moduleCount: number;
  state: CardState;
  color: string;
  onOpen: (track: LearnTrack) => void;
}

/** A track card; the parent decides what opening a locked track does. */
export function TrackCard({ track, moduleCount, state, color, onOpen }: TrackCardProps) {
  const statusId = `track-${track.id}-status`;
  return (
    <Card $accent={color} $locked={state.locked} data-testid={`track-card-${track.letter}`}>
      <Emblem $color={color} aria-hidden="true">
        {state.locked ? <LockedIcon decorative /> : track.letter}
      </Emblem>
      <CardBody>
        <h2>
          <TitleButton aria-describedby={statusId} onClick={() => onOpen(track)}>
            <span className="visually-hidden">Track {track.letter}: </span>
            {track.title}
          </TitleButton>
        </h2>
        <p>{track.description}</p>
        {track.mascot === 'dr-gut' && <DrGut caption={DR_GUT.presents} />}
        <ProgressBar
          value={state.completed}
          max={state.total}
          label={`${track.title} progress`}
          color={color}
        />
        <CardFooter id={statusId}>
          <span>
            {moduleCount} {moduleCount === 1 ? 'module' : 'modules'} · {state.completed}/{state.total} lessons
          </span>
          {state.locked && <Badge $tone="muted">Coming Soon</Badge>}
        </CardFooter>
      </CardBody>
    </Card>
  );
}
