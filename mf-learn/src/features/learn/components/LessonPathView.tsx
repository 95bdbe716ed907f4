// The lesson path of a module: a card per lesson with its status; 'Loading lessons...' until loaded.
import { ErrorState, LoadingText } from '@fff/ui';
import { LEARN_ERROR_TEXT } from '../../../components/error-text';
import { useModuleLessons } from '../api/module-lessons-api';
import { CardList } from './card-styles';
import { LessonCard } from './LessonCard';

/** Lesson cards of one module; `onStart` opens the lesson player. */
export function LessonPathView({
  moduleId,
  onStart,
}: {
  moduleId: string;
  onStart: (lessonId: string) => void;
}) {
  const { data, error, isFetching, refetch } = useModuleLessons(moduleId);
  if (error) {
    return (
      <ErrorState
        title="We couldn't load these lessons"
        stillWorks={LEARN_ERROR_TEXT.stillWorks}
        onRetry={() => refetch()}
        retrying={isFetching}
      >
        {LEARN_ERROR_TEXT.what}
      </ErrorState>
    );
  }
  const lessons = [...(data?.lessons ?? [])].sort((a, b) => a.order - b.order);
  if (lessons.length === 0) return <LoadingText text="Loading lessons..." />;
  return (
    <CardList aria-label="Lessons">
      {lessons.map((lesson, i) => (
        <li key={lesson.id}>
          <LessonCard lesson={lesson} number={i + 1} onStart={onStart} />
        </li>
      ))}
    </CardList>
  );
}
