// `npm run openapi -w svc-learning`: regenerates the committed svc-learning/openapi.json.
import fs from 'node:fs';
import path from 'node:path';
import { learningOpenApiText } from './document';

const target = path.resolve(__dirname, '../../openapi.json');
fs.writeFileSync(target, learningOpenApiText());
process.stdout.write(`wrote ${target}\n`);
