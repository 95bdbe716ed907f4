// node --test scripts/lib/__tests__ (run by `npm test`, step "script tests").
// The supervisor behind `npm start`: a crashed service comes back, a clean stop stays stopped.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { Children } from '../children.mjs';

/** A silent supervisor whose children are stopped when the test ends, whatever happened. */
const supervisor = (t, dir) => {
  const children = new Children(dir);
  children.log = () => {};
  t.after(() => children.stopAll(1000));
  return children;
};

/** A node program that fails (exit 3) until it has been started `failures` times, then stays up. */
function flakyProgram(dir, failures) {
  const counter = path.join(dir, 'starts');
  const script = `
    const fs = require('node:fs');
    // The handler goes first: a test may send SIGTERM as soon as it sees the start counted.
    process.on('SIGTERM', () => process.exit(0));
    const n = (fs.existsSync(${JSON.stringify(counter)}) ? Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) : 0) + 1;
    fs.writeFileSync(${JSON.stringify(counter)}, String(n));
    if (n <= ${failures}) process.exit(3);
    setInterval(() => {}, 1000);
  `;
  return {
    args: ['-e', script],
    starts: () => (fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0),
  };
}

const waitUntil = async (check) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  assert.ok(check(), 'condition not reached');
};

test('when a restartable process fails twice, then it is started again after each failure and stays up', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'children-'));
  const children = supervisor(t, dir);
  const program = flakyProgram(dir, 2);
  const entry = children.start('svc', process.execPath, program.args, {
    restart: true,
    backoffMs: [10, 10, 10],
  });
  await waitUntil(() => program.starts() === 3 && entry.running);
  assert.equal(entry.restarts, 2);
  assert.equal(entry.done, false);
  assert.equal(fs.readFileSync(path.join(dir, 'svc.pid'), 'utf8'), String(entry.child.pid));
  await children.stopAll();
  assert.equal(entry.done, true);
});

test('when a restartable process is killed with SIGKILL, then it comes back under a new pid', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'children-'));
  const children = supervisor(t, dir);
  const program = flakyProgram(dir, 0);
  const entry = children.start('svc', process.execPath, program.args, { restart: true, backoffMs: [10] });
  await waitUntil(() => entry.running && program.starts() === 1);
  const first = entry.child.pid;
  process.kill(-first, 'SIGKILL');
  await waitUntil(() => entry.running && entry.child.pid !== first && program.starts() === 2);
  assert.equal(entry.restarts, 1);
  await children.stopAll();
});

test('when it keeps failing right after each start, then it stays down after the last pause', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'children-'));
  const children = supervisor(t, dir);
  const program = flakyProgram(dir, 100);
  const entry = children.start('svc', process.execPath, program.args, { restart: true, backoffMs: [10, 10] });
  assert.equal(await entry.exited, 3);
  assert.equal(program.starts(), 3);
  assert.equal(entry.done, true);
});

test('when a restartable process stops cleanly (code 0, an operator SIGTERM), then it is not restarted', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'children-'));
  const children = supervisor(t, dir);
  const program = flakyProgram(dir, 0);
  const entry = children.start('svc', process.execPath, program.args, { restart: true, backoffMs: [10] });
  await waitUntil(() => entry.running && program.starts() === 1);
  process.kill(-entry.child.pid, 'SIGTERM');
  assert.equal(await entry.exited, 0);
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(program.starts(), 1);
});

test('when the supervisor stops while a restart is pending, then nothing is started again', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'children-'));
  const children = supervisor(t, dir);
  const program = flakyProgram(dir, 100);
  const entry = children.start('svc', process.execPath, program.args, { restart: true, backoffMs: [200] });
  await waitUntil(() => program.starts() === 1 && !entry.running);
  await children.stopAll();
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(program.starts(), 1);
  assert.equal(entry.done, true);
});
