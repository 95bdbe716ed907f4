// Exposed as mf_social/LeagueScreen (route /league).
import { LeagueView } from '../../features/league/components/LeagueView';

/** League screen. */
export default function LeagueScreen() {
  return <LeagueView />;
}
