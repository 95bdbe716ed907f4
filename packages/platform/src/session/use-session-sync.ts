// Mounted once per page (the shell's root layout, a remote's standalone page): restores the session
// from the refresh cookie when the page starts without a token, and follows the other tabs.
import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import { listenToOtherTabs } from './cross-tab';
import { selectSessionStatus, type sessionSlice } from './session-slice';
import { followOtherTab, restoreSession } from './start-session';

type WithSession = { [K in typeof sessionSlice.reducerPath]: ReturnType<typeof sessionSlice.reducer> };

/** Restores the session at page start and follows sign-ins and sign-outs of other tabs. */
export function useSessionSync(): void {
  const dispatch = useDispatch<Dispatch>();
  const store = useStore<WithSession>();
  useEffect(() => {
    if (selectSessionStatus(store.getState()) === 'restoring') void restoreSession()(dispatch);
    return listenToOtherTabs((notice) => void followOtherTab(notice)(dispatch));
  }, [dispatch, store]);
}
