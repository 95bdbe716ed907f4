// What the apps and RTK Query's React hooks import from 'react-redux', and nothing else: the shared
// singleton is provided from this file, so webpack tree-shakes react-redux behind it (connect() and
// its selector factories, about a third of the library, which no app uses), as with
// shared/redux-toolkit.mjs. The library is imported by a name Module Federation does not share
// (index.cjs aliases it to react-redux's ES module). packages/mf-build/__tests__/react-redux.test.cjs
// checks the list.
export {
  Provider,
  ReactReduxContext,
  batch,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from '@fff/mf-build/library/react-redux';
