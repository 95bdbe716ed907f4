// One module: level icon, title, description, lesson count and completed/total; locked shows a
// lock and 'Complete previous module'.
import { AdvancedIcon, Badge, BeginnerIcon, IntermediateIcon, LockedIcon, type IconComponent } from '@fff/ui';
import type { CardState } from '../lock-rules';
import type { LearnModule } from '../types';
import { Card, CardBody, CardFooter, Emblem, TitleButton } from './card-styles';

/** Icon per module level (the contract's three levels). */
export const MODULE_ICONS: Record<LearnModule['level'], { Icon: IconComponent; label: string }> = {
  beginner: { Icon: BeginnerIcon, label: 'Beginner' },
  intermediate: { Icon: IntermediateIcon, label: 'Intermediate' },
  advanced: { Icon: AdvancedIcon, label: 'Advanced' },
};

/** Props of ModuleCard. */
export interface ModuleCardProps {
  module: LearnModule;
  state: CardState;
  /** True when a locked module may still be opened (the bypass flag). */
  openable: boolean;
  onOpen: (module: LearnModule) => void;
}

/** A module card; a locked one is announced as unavailable and does nothing unless openable. */
export function ModuleCard({ module, state, openable, onOpen }: ModuleCardProps) {
  const statusId = `module-${module.id}-status`;
  const { Icon, label } = MODULE_ICONS[module.level];
  const count = module.totalLessons;
  return (
    <Card $locked={state.locked} data-testid={`module-card-${module.id}`}>
      <Emblem aria-hidden="true">{state.locked ? <LockedIcon decorative /> : <Icon decorative />}</Emblem>
      <CardBody>
        <h2>
          <TitleButton
            aria-describedby={statusId}
            aria-disabled={state.locked && !openable ? 'true' : undefined}
            onClick={() => (!state.locked || openable) && onOpen(module)}
          >
            {module.title}
          </TitleButton>
        </h2>
        <p>{module.description}</p>
        <CardFooter id={statusId}>
          <span>
            {label} · {count} {count === 1 ? 'lesson' : 'lessons'} · {state.completed}/{state.total} completed
          </span>
          {state.locked && (
            <Badge $tone="muted">
              <LockedIcon decorative size="1em" /> Complete previous module
            </Badge>
          )}
        </CardFooter>
      </CardBody>
    </Card>
  );
}
