import { routeGroup, type DeclaredRoute, type RouteGroupOptions } from '@fff/service-kit';
import { accountDataHandlers, accountDataInternalRoutes } from './account-data/routes';
import { userData } from './account-data/registry';
import { chatRoutes } from './chat/routes';
import { crewRoutes } from './crews/routes';
import { directoryInternalRoutes } from './directory/routes';
import { friendRoutes } from './friends/routes';
import { giftRoutes } from './gifts/routes';
import type { LeagueDeps } from './league/cohort';
import { leagueRoutes } from './league/routes';
import { remoteReportRoutes } from './remote-reports/routes';
import { safetyRoutes } from './safety/routes';
import type { SocialDeps } from './shared/deps';

/** What svc-social's route handlers are given at mount time (app.ts builds it once). */
export interface SocialRouteDeps {
  /** Friends, chat, blocks and reports. */
  social: SocialDeps;
  /** League and crews: XP and names from the other services. */
  league: LeagueDeps;
  /** Gifts: the same, with a wallet client that waits longer. */
  gifts: SocialDeps;
}

const group = <D>(
  featureRoutes: readonly DeclaredRoute<D>[],
  options: RouteGroupOptions<SocialRouteDeps, D>,
) => routeGroup(featureRoutes, options);

/**
 * Every route svc-social serves, in mount order: app.ts mounts this array behind the guards each
 * route's `auth` names, and the OpenAPI document describes this same array.
 */
export const routes: DeclaredRoute<SocialRouteDeps>[] = [
  ...group(directoryInternalRoutes, {
    deps: () => ({ onDeleted: (userId: string) => userData.erase({ id: userId }) }),
  }),
  ...group(accountDataInternalRoutes, { deps: () => accountDataHandlers }),
  // The shell's reports of remote versions failing in browsers: no sign-in, limited per address.
  ...group(remoteReportRoutes, { deps: (d) => ({ now: d.social.now }) }),
  ...group([...leagueRoutes, ...crewRoutes], { deps: (d) => d.league }),
  ...group([...friendRoutes, ...chatRoutes, ...safetyRoutes], { deps: (d) => d.social }),
  ...group(giftRoutes, { deps: (d) => d.gifts }),
];
