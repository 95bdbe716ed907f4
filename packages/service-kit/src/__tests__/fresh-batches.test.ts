import { freshBatches } from '../fresh-batches';

interface Call {
  group: string;
  ids: string[];
  /** The value every id had when the call was made. */
  version: number;
  answer: () => void;
  fail: (err: Error) => void;
}

/** A fake other service whose calls answer only when told to, with the value current at the call. */
function fakeService() {
  const calls: Call[] = [];
  let version = 1;
  const fetch = (group: string, ids: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      const at = version;
      calls.push({
        group,
        ids,
        version: at,
        answer: () => resolve(new Map(ids.map((id) => [id, at]))),
        fail: reject,
      });
    });
  return {
    calls,
    fetch,
    bump: () => {
      version += 1;
    },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('freshBatches', () => {
  it('answers reads asked in the same turn with one call, each read with its own ids only', async () => {
    const service = fakeService();
    const read = freshBatches(service.fetch, 100);
    const a = read('w', ['u1', 'u2']);
    const b = read('w', ['u2', 'u3']);
    await turn();
    expect(service.calls.map((c) => c.ids)).toEqual([['u1', 'u2', 'u3']]);
    service.calls[0].answer();
    expect([...(await a).keys()]).toEqual(['u1', 'u2']);
    expect([...(await b).keys()]).toEqual(['u2', 'u3']);
  });

  it('never answers a read with a call that started before it: it waits for the next one', async () => {
    const service = fakeService();
    const read = freshBatches(service.fetch, 100);
    const early = read('w', ['u1']);
    await turn();
    expect(service.calls).toHaveLength(1);
    // u1 earns XP after the first call started; a read asked now must see it.
    service.bump();
    const late = read('w', ['u1']);
    const later = read('w', ['u9']);
    await turn();
    expect(service.calls).toHaveLength(1);
    service.calls[0].answer();
    expect((await early).get('u1')).toBe(1);
    await turn();
    expect(service.calls).toHaveLength(2);
    expect(service.calls[1].ids).toEqual(['u1', 'u9']);
    service.calls[1].answer();
    expect((await late).get('u1')).toBe(2);
    expect((await later).get('u9')).toBe(2);
  });

  it('runs groups independently and splits a batch into chunks of maxIds', async () => {
    const service = fakeService();
    const read = freshBatches(service.fetch, 2);
    const a = read('week-1', ['u1', 'u2', 'u3']);
    const b = read('week-2', ['u1']);
    await turn();
    expect(service.calls.map((c) => [c.group, c.ids])).toEqual([
      ['week-1', ['u1', 'u2']],
      ['week-1', ['u3']],
      ['week-2', ['u1']],
    ]);
    for (const call of service.calls) call.answer();
    expect([...(await a).keys()]).toEqual(['u1', 'u2', 'u3']);
    expect([...(await b).keys()]).toEqual(['u1']);
  });

  it('rejects only the reads a failed call was answering, and keeps serving afterwards', async () => {
    const service = fakeService();
    const read = freshBatches(service.fetch, 100);
    const failed = read('w', ['u1']);
    await turn();
    const next = read('w', ['u2']);
    service.calls[0].fail(new Error('boom'));
    await expect(failed).rejects.toThrow('boom');
    await turn();
    service.calls[1].answer();
    expect((await next).get('u2')).toBe(1);
  });

  it('answers an empty read at once without a call', async () => {
    const service = fakeService();
    const read = freshBatches(service.fetch, 100);
    expect((await read('w', [])).size).toBe(0);
    await turn();
    expect(service.calls).toHaveLength(0);
  });
});
