// `npm run openapi -w svc-identity`: regenerates the committed svc-identity/openapi.json, formatted as
// the repository's prettier would, so `npm run format` leaves it alone.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { identityOpenApiText } from './document';

async function write(): Promise<void> {
  const target = path.resolve(__dirname, '../../openapi.json');
  const options = (await prettier.resolveConfig(target)) ?? {};
  fs.writeFileSync(target, await prettier.format(identityOpenApiText(), { ...options, filepath: target }));
  process.stdout.write(`wrote ${target}\n`);
}

void write();
