// The baseline: a bare Express 5 app answering GET /bench-baseline/<name> with the bytes it was
// given (the same body as the route it stands beside), nothing else. Prints "port N" when listening.
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';

const dir = process.argv[2];
const bodies = new Map<string, { body: Buffer; type: string }>();
function load(): void {
  bodies.clear();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.body'))) {
    const name = file.slice(0, -'.body'.length);
    bodies.set(name, {
      body: fs.readFileSync(path.join(dir, file)),
      type: fs.readFileSync(path.join(dir, `${name}.type`), 'utf8'),
    });
  }
}
load();

const app = express();
app.post('/reload', (_req, res) => {
  load();
  res.sendStatus(204);
});
app.get('/bench-baseline/:name', (req, res) => {
  const found = bodies.get(req.params.name);
  if (!found) {
    res.sendStatus(404);
    return;
  }
  res.type(found.type).send(found.body);
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`port ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
