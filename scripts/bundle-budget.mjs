// `node scripts/bundle-budget.mjs` (run by the root build after every workspace's build): fails when
// the shell's entry, a remote's entry, or the first load of /auth or a tab screen is over its budget,
// naming the modules that grew. `--record` writes the current sizes (+5 %) as the new budgets.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUDGETS_FILE,
  checkBudgets,
  loadBuilds,
  measureTargets,
  recordBudgets,
} from './lib/bundle-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgetsPath = path.join(root, BUDGETS_FILE);
const targets = measureTargets(loadBuilds(root));

if (process.argv.includes('--record')) {
  fs.writeFileSync(budgetsPath, JSON.stringify(recordBudgets(targets), null, 1) + '\n');
  console.log(`wrote ${BUDGETS_FILE}`);
} else {
  const { ok, lines } = checkBudgets(targets, JSON.parse(fs.readFileSync(budgetsPath, 'utf8')));
  console.log(['bundle budget (brotli bytes on the wire):', ...lines].join('\n'));
  if (!ok) {
    console.error(
      `\nover budget: trim what grew, or if the growth is wanted, record it (node scripts/bundle-budget.mjs --record) and say why in the commit`,
    );
    process.exit(1);
  }
}
