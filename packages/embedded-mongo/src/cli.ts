// CLI: `tsx src/cli.ts [--port N] [--dbpath DIR | --memory]`; prints the URI, stops on SIGINT/SIGTERM.
import { start } from './index';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(name + '='));
  return eq?.slice(name.length + 1);
}

async function main(): Promise<void> {
  const memory = process.argv.includes('--memory');
  const port = Number(arg('--port') ?? 27017);
  const dbPath = memory ? undefined : (arg('--dbpath') ?? '.data/mongo');
  const logger = {
    info: (m: string) => process.stdout.write(m + '\n'),
    warn: (m: string) => process.stderr.write(m + '\n'),
  };
  const server = await start({ port, host: arg('--host'), dbPath, logger });
  process.stdout.write(`${server.uri}\n`);
  const shutdown = (): void => {
    void server.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
