import { api } from '../../api/api';
import { createAppStore } from '../../store/create-store';
import { selectToasts, toast, toastDismissed } from '../toast-slice';
import { selectSignedIn } from '../../session/session-slice';
import { STORAGE_KEYS } from '../../storage';
import { getToken, setToken } from '../../session/token';
import { fakeApi } from '../../testing/fake-api';

const endpoints = api.injectEndpoints({
  endpoints: (build) => ({
    quiet: build.query<unknown, void>({ query: () => '/quiet' }),
  }),
});

const answer = (status: number, body: string) => fakeApi({ '*': () => new Response(body, { status }) });

beforeEach(() => {
  localStorage.clear();
  setToken(null);
});

describe('toasts', () => {
  it('when two toasts are raised, then only the newest is visible', () => {
    const store = createAppStore();
    store.dispatch(toast({ title: 'First' }));
    store.dispatch(toast({ title: 'Second', description: 'more' }));
    const visible = selectToasts(store.getState());
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ title: 'Second', description: 'more', variant: 'default' });
  });

  it('when no duration is given, then it is 5000 ms', () => {
    const store = createAppStore();
    store.dispatch(toast({ title: 'Hi' }));
    expect(selectToasts(store.getState())[0].durationMs).toBe(5000);
  });

  it('when a toast is dismissed, then it disappears', () => {
    const store = createAppStore();
    store.dispatch(toast({ title: 'Bye', durationMs: 4000 }));
    const [item] = selectToasts(store.getState());
    expect(item.durationMs).toBe(4000);
    store.dispatch(toastDismissed(item.id));
    expect(selectToasts(store.getState())).toHaveLength(0);
  });

  it('when a call fails, then the store raises no toast of its own (the screen says it)', async () => {
    answer(500, 'nope');
    const store = createAppStore();
    await store.dispatch(endpoints.endpoints.quiet.initiate());
    expect(selectToasts(store.getState())).toHaveLength(0);
  });

  it('when any call answers 401, then the session is cleared', async () => {
    setToken('expired');
    localStorage.setItem(STORAGE_KEYS.user, '{}');
    answer(401, '{"error":"unauthorized","message":"Session expired"}');
    const store = createAppStore();
    expect(selectSignedIn(store.getState())).toBe(true);
    await store.dispatch(endpoints.endpoints.quiet.initiate());
    expect(selectSignedIn(store.getState())).toBe(false);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});
