// The lesson path of a module: a card per lesson with its status; 'Loading lessons...' until loaded.
import { errorMessage } from '@fff/platform';
import { Button, EmptyState, LoadingText } from '@fff/ui';
import { useModuleLessons } from '../api/module-lessons-api';
import { CardList } from './card-styles';
import { LessonCard } from './LessonCard';

/** Lesson cards of one module; `onStart` opens the lesson player. */
export function LessonPathView({ moduleId, onStart }: { moduleId: string; onStart: (lessonId: string) => void }) {
  const { data, error, isFetching, refetch } = useModuleLessons(moduleId);
  if (error) {
    return (
      <EmptyState role="alert" icon="🍳" title="We couldn't load these lessons" action={<Button onClick={() => refetch()} disabled={isFetching}>Try again</Button>}>
        {errorMessage(error)}
      </EmptyState>
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
