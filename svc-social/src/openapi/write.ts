// `npm run openapi -w svc-social`: regenerates the committed svc-social/openapi.json.
import fs from 'node:fs';
import path from 'node:path';
import { socialOpenApiText } from './document';

const target = path.resolve(__dirname, '../../openapi.json');
fs.writeFileSync(target, socialOpenApiText());
process.stdout.write(`wrote ${target}\n`);
