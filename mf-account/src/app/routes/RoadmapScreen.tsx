// Exposed as mf_account/RoadmapScreen (route /roadmap, readable without signing in).
import { RoadmapView } from '../../features/roadmap/components/RoadmapView';

/** Public Roadmap screen. */
export default function RoadmapScreen() {
  return <RoadmapView />;
}
