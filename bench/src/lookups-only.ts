// `npm run bench:lookups -w bench`: only the embedded MongoDB's point lookups against the do-nothing wire server.
import { runLookupBench } from './lookup.bench';
import { lookupLines } from './service-memory';

runLookupBench()
  .then((rows) => {
    for (const l of lookupLines(rows))
      console.log(
        `${l.what}: ${l.measured} vs ${l.baseline}, ratio ${l.ratio} (target ${l.target}) ${l.ok ? '✔' : '✖'}`,
      );
  })
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
