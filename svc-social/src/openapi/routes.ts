import type { RouteDoc } from '@fff/contracts';
import { docsOf } from '@fff/service-kit';
import { crewRoutes } from '../crews/routes';
import { leagueRoutes } from '../league/routes';
import { remoteReportRoutes } from '../remote-reports/routes';
import { socialGraphRoutes } from './social-routes';

/** Every route svc-social serves besides the operational ones; a test keeps this equal to the app. */
export const socialRoutes: RouteDoc[] = [
  ...docsOf([...leagueRoutes, ...crewRoutes]),
  ...socialGraphRoutes,
  ...docsOf(remoteReportRoutes),
];
