// The Learn screen: levels → tracks → modules → lessons. The view lives in the query string, so
// back/forward and reload keep it; the back button goes one view up.
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorState, LoadingText } from '@fff/ui';
import { learnPath, lessonPath, parseLearnLocation } from '../../../config/paths';
import { useLevels } from '../api/levels-api';
import { LEARN_ERROR_TEXT } from '../../../components/error-text';
import { resolveLocation } from '../lock-rules';
import { BackButton } from './BackButton';
import { LearnHeader } from './LearnHeader';
import { LessonPathView } from './LessonPathView';
import { LevelsView } from './LevelsView';
import { ModulesView } from './ModulesView';
import { TracksView } from './TracksView';

/**
 * The drill-down. `bypassLocks` opens locked tracks and modules (spec: its source is not shown);
 * `aside` is shown below the levels (the daily quests: drawn after the client starts, so the levels
 * above never move).
 */
export function LearnScreen({ bypassLocks = false, aside }: { bypassLocks?: boolean; aside?: ReactNode }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data, error, isLoading, isFetching, refetch } = useLevels();

  if (isLoading) return <LoadingText text="Loading From Fork to Flame..." />;
  if (error || !data) {
    return (
      <>
        <h1>Learn</h1>
        <ErrorState
          title="We couldn't load your levels"
          stillWorks={LEARN_ERROR_TEXT.stillWorks}
          onRetry={() => refetch()}
          retrying={isFetching}
        >
          {LEARN_ERROR_TEXT.what}
        </ErrorState>
      </>
    );
  }

  const levels = [...data].sort((a, b) => a.order - b.order);
  const loc = parseLearnLocation(params);
  const { level, track, module } = resolveLocation(levels, loc);

  if (level && track && module) {
    return (
      <>
        <LearnHeader
          title={module.title}
          description={module.description}
          back={<BackButton to={learnPath({ level: level.id, track: track.id })} label={track.title} />}
        />
        <LessonPathView moduleId={module.id} onStart={(id) => navigate(lessonPath(id))} />
      </>
    );
  }
  if (level && track) {
    return (
      <>
        <LearnHeader
          title={track.title}
          description={track.description}
          back={<BackButton to={learnPath({ level: level.id })} label={level.title} />}
        />
        <ModulesView
          track={track}
          bypassLocks={bypassLocks}
          onOpen={(m) => navigate(learnPath({ level: level.id, track: track.id, module: m.id }))}
        />
      </>
    );
  }
  if (level) {
    return (
      <>
        <LearnHeader
          title={level.title}
          description={level.description}
          back={<BackButton to={learnPath()} label="levels" />}
        />
        <TracksView
          level={level}
          bypassLocks={bypassLocks}
          onOpen={(t) => navigate(learnPath({ level: level.id, track: t.id }))}
        />
      </>
    );
  }
  return (
    <>
      <LearnHeader title="From Fork to Flame" description="Pick your level and start cooking up skills." />
      <LevelsView levels={levels} onOpen={(l) => navigate(learnPath({ level: l.id }))} />
      {aside}
    </>
  );
}
