// `npm run openapi -w svc-learning`: regenerates the committed svc-learning/openapi.json, formatted as
// the repository's prettier would, so `npm run format` leaves it alone.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { learningOpenApiText } from './document';

async function write(): Promise<void> {
  const target = path.resolve(__dirname, '../../openapi.json');
  const options = (await prettier.resolveConfig(target)) ?? {};
  fs.writeFileSync(target, await prettier.format(learningOpenApiText(), { ...options, filepath: target }));
  process.stdout.write(`wrote ${target}\n`);
}

void write();
