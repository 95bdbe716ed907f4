// `npm run bench:league -w bench`: only the league benchmark.
import { LEAGUE_BASELINE, runLeagueBench } from './league.bench';
import { formatLatency } from './social.bench';

runLeagueBench()
  .then((rows) => console.log('\n' + formatLatency(rows, LEAGUE_BASELINE)))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
