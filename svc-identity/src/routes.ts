import { routeGroup, type DeclaredRoute, type RouteGroupOptions } from '@fff/service-kit';
import type { AccountDataDeps } from './account-data/routes';
import { accountDataRoutes } from './account-data/routes';
import type { AuthLimits } from './auth/rate-limits';
import { authRoutes } from './auth/routes';
import { avatarRoutes } from './avatars/routes';
import type { IdentityContext } from './deps';
import { feedbackInternalRoutes, feedbackRoutes } from './feedback/routes';
import { internalUserRoutes } from './internal/routes';
import { newsletterRoutes } from './newsletter/routes';
import { notificationRoutes, type NotificationDeps } from './notifications/routes';
import { referralRoutes } from './referral/routes';
import { roadmapGuards, roadmapRoutes } from './roadmap/routes';
import type { RoadmapService } from './roadmap/service';
import { internalSessionRoutes } from './sessions/internal-routes';
import { userRoutes } from './users/routes';

/** What svc-identity's route handlers are given at mount time (app.ts builds it once). */
export interface IdentityRouteDeps {
  ctx: IdentityContext;
  limits: AuthLimits;
  exportClients: AccountDataDeps['clients'];
  notifications: NotificationDeps;
  roadmap: RoadmapService;
}

const group = <D>(
  featureRoutes: readonly DeclaredRoute<D>[],
  options: RouteGroupOptions<IdentityRouteDeps, D>,
) => routeGroup(featureRoutes, options);

/**
 * Every route svc-identity serves, in mount order: app.ts mounts this array behind the guards each
 * route's `auth` names (a signed-in route also needs a live session), and the OpenAPI document
 * describes this same array.
 */
export const routes: DeclaredRoute<IdentityRouteDeps>[] = [
  ...group(internalUserRoutes, { deps: () => undefined }),
  ...group([...internalSessionRoutes, ...feedbackInternalRoutes], { deps: (d) => d.ctx }),
  ...group([...authRoutes, ...referralRoutes], { deps: (d) => ({ ctx: d.ctx, limits: d.limits }) }),
  ...group(accountDataRoutes, { deps: (d) => ({ ctx: d.ctx, clients: d.exportClients }) }),
  ...group(userRoutes, { deps: (d) => d.ctx }),
  ...group(avatarRoutes, { deps: () => undefined }),
  ...group(notificationRoutes, { deps: (d) => d.notifications }),
  // The help area: newsletter, roadmap (its vote says the spec's login text first) and feedback.
  ...group(newsletterRoutes, { deps: (d) => d.ctx }),
  ...group(roadmapRoutes, { deps: (d) => d.roadmap, guards: roadmapGuards }),
  ...group(feedbackRoutes, { deps: (d) => d.ctx }),
];
