// Outside the production build the store's state stays frozen (create-store.ts), so a mutation of the
// state anywhere in the apps fails in their tests instead of corrupting a later render.
import { createAppStore } from '../create-store';
import { sessionSlice } from '../../session/session-slice';

test('when a test mutates the state a reducer made, then it throws', () => {
  const store = createAppStore();
  store.dispatch(sessionSlice.actions.started());
  const session = store.getState().session as { status: string };
  expect(Object.isFrozen(session)).toBe(true);
  expect(() => {
    session.status = 'restoring';
  }).toThrow(TypeError);
});
