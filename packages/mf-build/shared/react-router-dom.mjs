// What the apps import from 'react-router-dom', and nothing else: the shared singleton is provided
// from this file, so webpack tree-shakes react-router behind it (Module Federation cannot tree-shake
// a shared library itself, and react-router's server parts, cookies and RSC helpers are large).
// Only the declarative router (BrowserRouter, useRoutes, hooks): the data router (createBrowserRouter,
// RouterProvider, useMatches, loaders) would double react-router's size on the page (~33 vs ~16 KB gzip).
// Every app's imports from 'react-router-dom' must be exported here: the shell provides this module
// to the remotes at runtime. packages/mf-build/__tests__/react-router-dom.test.cjs checks it.
// react-router is imported by an alias (index.cjs): its production build in production builds.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from '@fff/mf-build/library/react-router';
