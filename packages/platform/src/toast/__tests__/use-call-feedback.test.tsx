import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../store/create-store';
import { selectToasts } from '../toast-slice';
import { useCallFeedback } from '../use-call-feedback';

function setup() {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useCallFeedback(), { wrapper });
  const shown = () => selectToasts(store.getState())[0];
  return { result, shown };
}

const rejected = (data: unknown) => Promise.reject({ status: 400, data });

describe('useCallFeedback', () => {
  it('when the call succeeds, then the done toast shows and run resolves true', async () => {
    const { result, shown } = setup();
    let ok = false;
    await act(async () => {
      ok = await result.current.run(() => Promise.resolve({ n: 2 }), {
        done: (a) => ({ title: `Got ${a.n}` }),
        failed: 'Nope',
      });
    });
    expect(ok).toBe(true);
    expect(shown()).toMatchObject({ title: 'Got 2', variant: 'success' });
  });

  it('when the call succeeds with no done text, then nothing shows', async () => {
    const { result, shown } = setup();
    await act(() => result.current.run(() => Promise.resolve(1), { failed: 'Nope' }));
    expect(shown()).toBeUndefined();
  });

  it("when the call fails, then the server's message, else the fallback, is the description", async () => {
    const { result, shown } = setup();
    let ok = true;
    await act(async () => {
      ok = await result.current.run(() => rejected({ message: 'Name taken' }), { failed: 'Not saved' });
    });
    expect(ok).toBe(false);
    expect(shown()).toMatchObject({ title: 'Not saved', description: 'Name taken', variant: 'destructive' });
    await act(() => result.current.run(() => rejected({}), { failed: 'Not saved', fallback: 'Later.' }));
    expect(shown()).toMatchObject({ title: 'Not saved', description: 'Later.' });
  });

  it('when a fixed failure text is given, then it wins over the server message', async () => {
    const { result, shown } = setup();
    act(() =>
      result.current.fail({ status: 500, data: { message: 'boom' } }, { failed: 'X', failedDetail: 'Fixed' }),
    );
    expect(shown()).toMatchObject({ title: 'X', description: 'Fixed', variant: 'destructive' });
  });
});
