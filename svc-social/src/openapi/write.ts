// `npm run openapi -w svc-social`: regenerates the committed svc-social/openapi.json, formatted as
// the repository's prettier would, so `npm run format` leaves it alone.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { socialOpenApiText } from './document';

async function write(): Promise<void> {
  const target = path.resolve(__dirname, '../../openapi.json');
  const options = (await prettier.resolveConfig(target)) ?? {};
  fs.writeFileSync(target, await prettier.format(socialOpenApiText(), { ...options, filepath: target }));
  process.stdout.write(`wrote ${target}\n`);
}

void write();
