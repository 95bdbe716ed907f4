import { routeGroup, type DeclaredRoute, type RouteGroupOptions } from '@fff/service-kit';
import type { RequestHandler } from 'express';
import { accountDataHandlers, accountDataInternalRoutes } from './account-data/routes';
import { achievementsInternalRoutes } from './achievements/internal-routes';
import { achievementsRoutes } from './achievements/routes';
import { activitiesRoutes } from './activities/routes';
import { completionRoutes } from './completion/routes';
import { curriculumRoutes } from './curriculum/routes';
import { heartsRoutes } from './hearts/routes';
import { lessonsRoutes } from './lessons/routes';
import { prestigeRoutes } from './prestige/routes';
import { progressionInternalRoutes } from './progression/routes';
import { questsRoutes } from './quests/routes';
import { reviewRoutes } from './review/routes';
import { reviewTestRoutes } from './review/test-routes';
import { shopRoutes } from './shop/routes';
import { streakRoutes } from './streak/routes';
import { themesRoutes } from './themes/routes';
import { testPagesRoutes, type TestEndpointsMode } from './test-pages/routes';
import { usersInternalRoutes } from './users/routes';
import { walletInternalRoutes } from './wallet/routes';

/** What svc-learning's route handlers and per-feature guards are given at mount time. */
export interface LearningRouteDeps {
  testMode: TestEndpointsMode;
  /** The sign-in check alone (the test pages are not learner writes, so no write limits). */
  signIn: RequestHandler;
}

const none = () => undefined;
const group = <D>(
  featureRoutes: readonly DeclaredRoute<D>[],
  options: RouteGroupOptions<LearningRouteDeps, D>,
) => routeGroup(featureRoutes, options);

/**
 * Every route svc-learning serves, in mount order: app.ts mounts this array behind the guards each
 * route's `auth` names, and the OpenAPI document describes this same array.
 */
export const routes: DeclaredRoute<LearningRouteDeps>[] = [
  ...group(curriculumRoutes, { deps: none }),
  ...group(
    [
      ...lessonsRoutes,
      ...completionRoutes,
      ...heartsRoutes,
      ...activitiesRoutes,
      ...streakRoutes,
      ...prestigeRoutes,
      ...shopRoutes,
      ...questsRoutes,
      ...achievementsRoutes,
      ...themesRoutes,
      ...reviewRoutes,
    ],
    { deps: none },
  ),
  // Off (production): not mounted at all, so /api/test/* is the plain 404 of an unknown path.
  ...group([...testPagesRoutes, ...reviewTestRoutes], {
    deps: (d) => d.testMode,
    when: (d) => d.testMode !== 'off',
    guards: (guards, d) => ({ ...guards, bearer: d.signIn }),
  }),
  ...group(
    [
      ...progressionInternalRoutes,
      ...walletInternalRoutes,
      ...usersInternalRoutes,
      ...achievementsInternalRoutes,
    ],
    {
      deps: none,
    },
  ),
  ...group(accountDataInternalRoutes, { deps: () => accountDataHandlers }),
];
