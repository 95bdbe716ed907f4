import { activitiesRoutes } from '../activities/routes';
import { completionRoutes } from '../completion/routes';
import { heartsRoutes } from '../hearts/routes';
import { lessonsRoutes } from '../lessons/routes';
import { prestigeRoutes } from '../prestige/routes';
import { achievementsRoutes } from '../achievements/routes';
import { questsRoutes } from '../quests/routes';
import { reviewRoutes } from '../review/routes';
import { shopRoutes } from '../shop/routes';
import { progressionInternalRoutes } from '../progression/routes';
import { streakRoutes } from '../streak/routes';
import { usersInternalRoutes } from '../users/routes';
import { walletInternalRoutes } from '../wallet/routes';

/** svc-learning's routes declared once with their descriptions (app.ts mounts them, document.ts describes them). */
export const learnerRoutes = [
  ...lessonsRoutes,
  ...completionRoutes,
  ...heartsRoutes,
  ...activitiesRoutes,
  ...streakRoutes,
  ...prestigeRoutes,
  ...shopRoutes,
  ...questsRoutes,
  ...achievementsRoutes,
  ...reviewRoutes,
];

/** Service-to-service routes, declared the same way. */
export const learningInternalRoutes = [
  ...progressionInternalRoutes,
  ...walletInternalRoutes,
  ...usersInternalRoutes,
];
