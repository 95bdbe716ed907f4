// The route table of the (declarative) router, built from config/routes.ts. What a route tells the
// layout (its title, whether it is full screen) is read from config/routes.ts by the layout itself
// (layout/route-spec.ts), so the table needs no data router (`handle`, `useMatches`).
import type { RouteObject } from 'react-router-dom';
import { Navigate, Outlet, useRoutes } from 'react-router-dom';
import { RemoteModule } from '../components/RemoteModule';
import { AUTHENTICATED_ROUTES, type RouteSpec } from '../config/routes';
import { PUBLIC_PATHS } from '../config/paths';
import { AuthPage } from '../features/auth/LazyAuthScreens';
import { PublicOnly, RequireAuth, SignedInOrPublic } from '../features/auth/AuthGate';
import { AppLayout } from './layout/LazyAppLayout';
import { Column } from './layout/Column';
import { PageTitle, RouteTitle } from './layout/PageTitle';
import { RootLayout } from './layout/RootLayout';
import { ComingSoonPage } from './routes/ComingSoonPage';
import { NotFoundPage } from './routes/NotFoundPage';
import { ResetPasswordPage } from './routes/ResetPasswordPage';
import { VerifyEmailPage } from './routes/VerifyEmailPage';

const toRoute = (r: RouteSpec): RouteObject => ({
  path: r.path,
  element: 'module' in r ? <RemoteModule key={r.module} id={r.module} /> : <ComingSoonPage title={r.title} />,
});
const isPublicView = (r: RouteSpec) => 'publicView' in r && r.publicView === true;

/** The document title of /auth (the build's pre-render of /auth names it too). */
export const AUTH_PAGE_TITLE = 'Sign In';

/** Every route of the app. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: PUBLIC_PATHS.auth,
        element: (
          <PublicOnly signedInElement={<Navigate to="/" replace />}>
            <PageTitle title={AUTH_PAGE_TITLE} />
            <Column>
              <AuthPage />
            </Column>
          </PublicOnly>
        ),
      },
      {
        path: PUBLIC_PATHS.verifyEmail,
        element: (
          <Column>
            <PageTitle title="Verify Email" />
            <VerifyEmailPage />
          </Column>
        ),
      },
      // The spec registers no screen here; the product builds one so a password can be recovered.
      {
        path: PUBLIC_PATHS.resetPassword,
        element: (
          <Column>
            <PageTitle title="Reset Password" />
            <ResetPasswordPage />
          </Column>
        ),
      },
      {
        element: (
          <SignedInOrPublic
            signedIn={<AppLayout />}
            signedOut={
              <Column>
                <RouteTitle />
                <Outlet />
              </Column>
            }
          />
        ),
        children: AUTHENTICATED_ROUTES.filter(isPublicView).map(toRoute),
      },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          ...AUTHENTICATED_ROUTES.filter((r) => !isPublicView(r)).map(toRoute),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The screen of the current address (inside a router). */
export function AppRoutes() {
  return useRoutes(routes);
}
