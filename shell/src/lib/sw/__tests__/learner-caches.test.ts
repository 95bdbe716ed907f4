// The caches are cleared when a session ends here and when another learner signs in.
import { createAppStore, endSession, startSession, userApi } from '@fff/platform';
import { clearCaches, LAST_LEARNER_KEY, watchLearnerCaches } from '../learner-caches';

const user = (id: string) => ({ id, username: id, email: `${id}@example.com` }) as never;

function setUp() {
  const store = createAppStore();
  const clear = jest.fn(async () => undefined);
  const stop = watchLearnerCaches(store, clear);
  const signIn = async (id: string) => {
    store.dispatch(startSession('token'));
    await store.dispatch(userApi.util.upsertQueryData('getCurrentUser', undefined, user(id)));
    // RTK's auto-batching tells subscribers of a query answer on a later tick.
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { store, clear, stop, signIn };
}

beforeEach(() => localStorage.clear());

describe('learner caches', () => {
  it('when the learner signs out, then every cache is cleared', async () => {
    const { store, clear, stop, signIn } = setUp();
    await signIn('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(clear).not.toHaveBeenCalled();
    endSession('signedOut')(store.dispatch);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(LAST_LEARNER_KEY)).toBeNull();
    stop();
  });

  it('when a different learner signs in than the one last seen here, then every cache is cleared', async () => {
    localStorage.setItem(LAST_LEARNER_KEY, 'bbbbbbbbbbbbbbbbbbbbbbbb');
    const { clear, stop, signIn } = setUp();
    await signIn('cccccccccccccccccccccccc');
    expect(clear).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(LAST_LEARNER_KEY)).toBe('cccccccccccccccccccccccc');
    stop();
  });

  it('when the same learner comes back, then the caches stay', async () => {
    localStorage.setItem(LAST_LEARNER_KEY, 'dddddddddddddddddddddddd');
    const { clear, stop, signIn } = setUp();
    await signIn('dddddddddddddddddddddddd');
    expect(clear).not.toHaveBeenCalled();
    stop();
  });

  it('when caches are cleared, then every cache of the origin is deleted', async () => {
    const names = ['fff-shell-v1', 'fff-assets', 'fff-entries'];
    const deleted: string[] = [];
    const storage = {
      keys: async () => names,
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    } as unknown as CacheStorage;
    await clearCaches(storage);
    expect(deleted).toEqual(names);
  });
});
