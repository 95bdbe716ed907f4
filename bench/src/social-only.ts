// `npm run bench:social -w bench`: only the social benchmark.
import { formatLatency, runSocialBench } from './social.bench';

runSocialBench()
  .then((rows) => console.log('\n' + formatLatency(rows)))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
