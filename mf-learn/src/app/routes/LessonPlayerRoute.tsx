// Exposed as mf_learn/LessonPlayer (shell route /lesson/:lessonId): the full-screen lesson player.
import { useParams } from 'react-router-dom';
import { LessonPlayer } from '../../features/lesson-player/components/LessonPlayer';

/** Reads the lesson id from the route. */
export default function LessonPlayerRoute() {
  const { lessonId = '' } = useParams();
  return <LessonPlayer key={lessonId} lessonId={lessonId} />;
}
