import { buildOpenApi, operationalRoutes, type JsonObject } from '@fff/contracts';
import { docsOf } from '@fff/service-kit';
import { accountDataRoutes } from '../account-data/routes';
import { authRoutes } from '../auth/routes';
import { avatarRoutes } from '../avatars/routes';
import { feedbackInternalRoutes } from '../feedback/routes';
import { helpAreaRoutes } from '../help-area';
import { internalUserRoutes } from '../internal/routes';
import { notificationRoutes } from '../notifications/routes';
import { referralRoutes } from '../referral/routes';
import { internalSessionRoutes } from '../sessions/internal-routes';
import { userRoutes } from '../users/routes';

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
      ...docsOf([...referralRoutes, ...avatarRoutes, ...authRoutes, ...userRoutes, ...accountDataRoutes]),
      ...docsOf(helpAreaRoutes),
      ...docsOf([...internalUserRoutes, ...internalSessionRoutes, ...feedbackInternalRoutes]),
      ...docsOf(notificationRoutes),
    ],
  });
  return cached;
}

/** The committed svc-identity/openapi.json text (`npm run openapi -w svc-identity`). */
export const identityOpenApiText = (): string => `${JSON.stringify(identityOpenApi(), null, 2)}\n`;
