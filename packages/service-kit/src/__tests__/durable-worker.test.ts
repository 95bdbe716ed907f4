import { createDurableWorker, createLogger } from '../index';

const logger = createLogger('kit-worker-test', 'silent');

describe('createDurableWorker', () => {
  it('when items are due, then drain claims and handles each once, in order, until none is left', async () => {
    const due = ['a', 'b', 'c'];
    const handled: string[] = [];
    const worker = createDurableWorker({
      name: 'test',
      claim: async () => due.shift(),
      handle: async (item) => void handled.push(item),
      logger,
      pollMs: 60_000,
    });
    await worker.drain();
    expect(handled).toEqual(['a', 'b', 'c']);
  });

  it('when drain is called while draining, then one loop runs (nothing is handled twice) and it looks again after', async () => {
    const due = ['a', 'b'];
    const handled: string[] = [];
    let claims = 0;
    const worker = createDurableWorker({
      name: 'test',
      claim: async () => {
        claims += 1;
        return due.shift();
      },
      handle: async (item) => {
        await new Promise((r) => setTimeout(r, 5));
        handled.push(item);
      },
      logger,
      pollMs: 60_000,
    });
    const first = worker.drain();
    const second = worker.drain();
    await Promise.all([first, second]);
    expect(handled).toEqual(['a', 'b']);
    // a, b, nothing; then the second call's extra pass: nothing.
    expect(claims).toBe(4);
  });

  it('when handling fails, then the failure is logged and the next drain goes on with what is due', async () => {
    const due = ['boom', 'b'];
    const handled: string[] = [];
    const errors: unknown[] = [];
    const worker = createDurableWorker({
      name: 'test',
      claim: async () => due.shift(),
      handle: async (item) => {
        if (item === 'boom') throw new Error('receiver down');
        handled.push(item);
      },
      logger: { ...logger, error: (obj: unknown) => void errors.push(obj) } as unknown as typeof logger,
      pollMs: 60_000,
    });
    await worker.drain();
    expect(errors).toHaveLength(1);
    expect(handled).toEqual([]);
    await worker.drain();
    expect(handled).toEqual(['b']);
  });
});
