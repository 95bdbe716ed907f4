// What the apps and RTK Query import from '@reduxjs/toolkit', and nothing else: the shared singleton
// is provided from this file, so webpack tree-shakes Redux Toolkit behind it (entity adapters,
// dynamic middleware, the dev-only invariant middlewares, ...), as with shared/react-router-dom.mjs.
// RTK Query (@fff/platform's createApi) imports '@reduxjs/toolkit' too, which Module Federation
// answers with this module, so its names are here as well. The library is imported by a name Module
// Federation does not share (index.cjs aliases it to Redux Toolkit's ES module): by its own name,
// this file would import itself. packages/mf-build/__tests__/redux-toolkit.test.cjs checks the lists.
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createListenerMiddleware,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '@fff/mf-build/library/redux-toolkit';
