// The route objects of the data router, built from config/routes.ts.
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { RemoteModule } from '../components/RemoteModule';
import { AUTHENTICATED_ROUTES } from '../config/routes';
import { PUBLIC_PATHS } from '../config/paths';
import { AuthPage } from '../features/auth/LazyAuthScreens';
import { PublicOnly, RequireAuth } from '../features/auth/AuthGate';
import { AppLayout, type RouteHandle } from './layout/AppLayout';
import { Column } from './layout/Column';
import { PageTitle } from './layout/PageTitle';
import { RootLayout } from './layout/RootLayout';
import { ComingSoonPage } from './routes/ComingSoonPage';
import { NotFoundPage } from './routes/NotFoundPage';
import { ResetPasswordPage } from './routes/ResetPasswordPage';
import { VerifyEmailPage } from './routes/VerifyEmailPage';

/** Every route of the app. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: PUBLIC_PATHS.auth,
        element: (
          <PublicOnly signedInElement={<Navigate to="/" replace />}>
            <PageTitle title="Sign In" />
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
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          ...AUTHENTICATED_ROUTES.map((r) => ({
            path: r.path,
            element:
              'module' in r ? (
                <RemoteModule key={r.module} id={r.module} />
              ) : (
                <ComingSoonPage title={r.title} />
              ),
            handle: {
              fullScreen: 'fullScreen' in r && r.fullScreen === true,
              title: r.title,
            } satisfies RouteHandle,
          })),
          { path: '*', element: <NotFoundPage />, handle: { title: 'Page Not Found' } satisfies RouteHandle },
        ],
      },
    ],
  },
];
