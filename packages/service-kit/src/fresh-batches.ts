/**
 * Coalesces reads by id (learners' numbers from another service, documents by `_id` from the
 * database) into shared batch calls, without giving up freshness.
 *
 * Staleness decision (league standings, crews, friend cards, the signed-in user): there is none. Every read is answered
 * by a call that *started after the read was asked for*, so whatever a learner (or anyone else) earned
 * before their request arrived is in the answer: a learner sees their own XP right after a lesson, and
 * a friend's lesson shows on the next refresh. What is saved is the number of calls: while one call
 * of a group is in flight, the reads that arrive wait for it to finish and then share the next call
 * (their ids merged, duplicates once, chunked at `maxIds`). Under little load a read costs one call
 * as before; under heavy load one call answers every request that arrived during the previous one,
 * so the other service's cost per request falls as the load rises instead of doubling it.
 *
 * Reads of one group (e.g. a league week) share calls; groups run independently. A failed call
 * rejects only the reads it was answering.
 */
export type BatchFetch<V> = (group: string, ids: string[]) => Promise<Map<string, V>>;

interface Waiter<V> {
  ids: string[];
  resolve: (found: Map<string, V>) => void;
  reject: (err: unknown) => void;
}

interface Group<V> {
  waiting: Waiter<V>[];
  /** A call is in flight, or one is scheduled for the next turn of the event loop. */
  busy: boolean;
}

/** The answers for `ids` among a shared call's. */
function only<V>(found: Map<string, V>, ids: string[]): Map<string, V> {
  const mine = new Map<string, V>();
  for (const id of ids) {
    const value = found.get(id);
    if (value !== undefined) mine.set(id, value);
  }
  return mine;
}

/** A reader of `group`'s ids, through `fetch`, at most one call per group at a time. */
export function freshBatches<V>(
  fetch: BatchFetch<V>,
  maxIds: number,
): (group: string, ids: string[]) => Promise<Map<string, V>> {
  const groups = new Map<string, Group<V>>();

  async function call(group: string, ids: string[]): Promise<Map<string, V>> {
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += maxIds) chunks.push(ids.slice(i, i + maxIds));
    const maps = await Promise.all(chunks.map((chunk) => fetch(group, chunk)));
    return new Map(maps.flatMap((m) => [...m]));
  }

  function dispatch(key: string, state: Group<V>): void {
    const batch = state.waiting;
    state.waiting = [];
    if (batch.length === 0) {
      state.busy = false;
      groups.delete(key);
      return;
    }
    const ids = [...new Set(batch.flatMap((w) => w.ids))];
    call(key, ids)
      .then(
        (found) => {
          for (const w of batch) w.resolve(only(found, w.ids));
        },
        (err: unknown) => {
          for (const w of batch) w.reject(err);
        },
      )
      // Reads that arrived during this call get the next one, which starts after they were asked.
      .finally(() => dispatch(key, state));
  }

  return (group, ids) => {
    if (ids.length === 0) return Promise.resolve(new Map());
    return new Promise((resolve, reject) => {
      let state = groups.get(group);
      if (!state) {
        state = { waiting: [], busy: false };
        groups.set(group, state);
      }
      state.waiting.push({ ids, resolve, reject });
      if (state.busy) return;
      state.busy = true;
      const scheduled = state;
      // One turn of the event loop: requests whose sockets were read in the same turn share the call.
      setImmediate(() => dispatch(group, scheduled));
    });
  };
}
