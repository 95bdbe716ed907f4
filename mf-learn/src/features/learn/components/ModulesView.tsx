// The modules of a track, de-duplicated by id. Opening a module with no lessons shows the spec's
// 4-second 'No Lessons Yet!' toast instead of an empty lesson path.
import { uniqueById } from '@fff/domain/learning';
import { TOAST } from '@fff/domain/shared';
import { toast, useAppDispatch } from '@fff/platform';
import { EmptyState, UtensilsIcon } from '@fff/ui';
import { moduleStates } from '../lock-rules';
import type { LearnModule, LearnTrack } from '../types';
import { CardList } from './card-styles';
import { ModuleCard } from './ModuleCard';

/** Props of ModulesView. */
export interface ModulesViewProps {
  track: LearnTrack;
  bypassLocks: boolean;
  onOpen: (module: LearnModule) => void;
}

/** Module cards of one track. */
export function ModulesView({ track, bypassLocks, onOpen }: ModulesViewProps) {
  const dispatch = useAppDispatch();
  const modules = uniqueById(track.modules);
  const states = moduleStates(modules);
  const open = (mod: LearnModule) => {
    if (mod.totalLessons === 0) {
      dispatch(
        toast({
          title: 'No Lessons Yet!',
          description: 'This module has no lessons added yet. Lessons will be added manually.',
          durationMs: TOAST.emptyModuleMs,
        }),
      );
      return;
    }
    onOpen(mod);
  };
  if (modules.length === 0)
    return (
      <EmptyState icon={<UtensilsIcon decorative />} title="No modules yet">
        New modules are on their way.
      </EmptyState>
    );
  return (
    <CardList aria-label="Modules">
      {modules.map((mod, i) => (
        <li key={mod.id}>
          <ModuleCard module={mod} state={states[i]} openable={bypassLocks} onOpen={open} />
        </li>
      ))}
    </CardList>
  );
}
