// The root reducer: platform slices now, remote slices injected when their code loads.
import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { toastSlice } from '../toast/toast-slice';
import { sessionSlice } from '../session/session-slice';

/**
 * Slices injected later by remotes. A remote declares its own with declaration merging:
 * `declare module '@fff/platform' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** Root reducer of the one store; remotes call `rootReducer.inject(slice)` (or injectSlice). */
export const rootReducer = combineSlices(
  api,
  toastSlice,
  sessionSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** State of the whole store. */
export type RootState = ReturnType<typeof rootReducer>;

/** Adds a remote's slice to the store; returns the injected slice (its selectors see RootState). */
export const injectSlice = rootReducer.inject;
