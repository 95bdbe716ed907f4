// `npm run content:report -w svc-learning`: lesson counts per level and track, then every content
// lint problem; exits 1 when there is one (the same rules the content-lint test enforces in CI).
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../content';
import { formatProblems, lintContent } from './content-lint';
import { curriculumCounts } from './counts';

const dir = path.resolve(__dirname, '..', '..', '..', 'content');

async function main(): Promise<void> {
  const content = await loadContent(dir);
  const published = JSON.parse(fs.readFileSync(path.join(dir, 'lesson-ids.json'), 'utf8')) as string[];
  const problems = lintContent(content, published);
  process.stdout.write(`${curriculumCounts(content).join('\n')}\n\n`);
  process.stdout.write(problems.length ? `${formatProblems(problems)}\n` : 'content lint: no problems\n');
  process.exitCode = problems.length ? 1 : 0;
}

void main();
