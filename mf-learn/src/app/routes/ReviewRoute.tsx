// Exposed as mf_learn/Review (shell route /review): the full-screen Review session.
import { ReviewSession } from '../../features/review/components/ReviewSession';

/** The Review session. */
export default function ReviewRoute() {
  return <ReviewSession />;
}
