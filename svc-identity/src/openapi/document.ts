import { buildOpenApi, operationalRoutes, type JsonObject } from '@fff/contracts';
import { docsOf } from '@fff/service-kit';
import { accountDataRoutes } from '../account-data/routes';
import { authRoutes } from '../auth/routes';
import { internalUserRoutes } from '../internal/routes';
import { internalSessionRoutes } from '../sessions/internal-routes';
import { userRoutes } from '../users/routes';
import { identityAuthRoutes } from './auth-routes';
import { identityHelpInternalRoutes, identityHelpRoutes } from './help-routes';
import { identityNotificationRoutes } from './notification-routes';
import { identityReferralRoutes } from './referral-routes';
import { identityUserRoutes } from './user-routes';

let cached: JsonObject | undefined;

/** svc-identity's OpenAPI 3.1 description, built once from the contracts' zod schemas. */
export function identityOpenApi(): JsonObject {
  cached ??= buildOpenApi({
    title: 'svc-identity',
    version: '1.0.0',
    description:
      'Accounts, sessions and profiles. /api paths are public through the gateway; ' +
      '/internal, /healthz, /metrics and /openapi.json are internal only.',
    routes: [
      ...operationalRoutes(),
      ...identityAuthRoutes,
      ...identityReferralRoutes,
      ...identityUserRoutes,
      ...docsOf([...authRoutes, ...userRoutes, ...accountDataRoutes]),
      ...identityHelpRoutes,
      ...docsOf([...internalUserRoutes, ...internalSessionRoutes]),
      ...identityHelpInternalRoutes,
      ...identityNotificationRoutes,
    ],
  });
  return cached;
}

/** The committed svc-identity/openapi.json text (`npm run openapi -w svc-identity`). */
export const identityOpenApiText = (): string => `${JSON.stringify(identityOpenApi(), null, 2)}\n`;
