import { ACCOUNT_DATA_PATHS, internalExportResponseSchema, type ExportFile } from '@fff/contracts';
import { EXPORT_TYPES, type ExportType } from '@fff/domain';
import {
  AppError,
  createInternalClient,
  unauthorized,
  type InternalClient,
  ownCredential,
} from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import { toPrivacySettings } from '../users/privacy';
import { findAccountById } from '../users/repository';

export const EXPORT_TEXT = Object.freeze({
  unavailable: 'Some of your data cannot be gathered right now. Please try again in a few minutes.',
});

/** Which service gathers which export type. */
const LEARNING_TYPES: readonly ExportType[] = ['progress', 'achievements', 'activities'];
const SOCIAL_TYPES: readonly ExportType[] = ['friends'];

/** Clients of the two services' account-data export (a read: no outbox, a short retry). */
export function exportClients(ctx: IdentityContext): { learning: InternalClient; social: InternalClient } {
  const make = (baseUrl: string, service: string) =>
    createInternalClient({
      baseUrl,
      credential: ownCredential(ctx.config, 'identity'),
      service,
      retries: 1,
      timeoutMs: ctx.config.EXPORT_TIMEOUT_MS,
    });
  return {
    learning: make(ctx.config.LEARNING_URL, 'svc-learning'),
    social: make(ctx.config.SOCIAL_URL, 'svc-social'),
  };
}

async function sectionsFrom(
  client: InternalClient,
  userId: string,
  types: ExportType[],
): Promise<Record<string, unknown>> {
  if (types.length === 0) return {};
  const answer = await client.post(ACCOUNT_DATA_PATHS.export, { userId, types });
  return internalExportResponseSchema.parse(answer).sections;
}

/**
 * POST /api/user/export-data: one JSON document with the chosen types from all three services.
 * Identity adds the profile and settings (never the password hash, tokens or internal flags).
 * When a service cannot answer, the export fails as a whole rather than silently missing a part.
 */
export async function exportData(
  ctx: IdentityContext,
  clients: { learning: InternalClient; social: InternalClient },
  userId: string,
  types: ExportType[] = [...EXPORT_TYPES],
): Promise<ExportFile> {
  const account = await findAccountById(userId);
  if (!account) throw unauthorized();
  const chosen = EXPORT_TYPES.filter((t) => types.includes(t));
  const file: ExportFile = {
    app: 'From Fork to Flame',
    exportedAt: ctx.now().toISOString(),
    userId,
    types: chosen,
  };
  if (chosen.includes('profile')) {
    // Internal flags stay out: whether the account is a developer, and who referred it.
    const { isDeveloper: _developer, referredBy: _referredBy, ...profile } = account;
    file.profile = profile;
  }
  if (chosen.includes('settings')) file.settings = toPrivacySettings(account);
  try {
    const [learning, social] = await Promise.all([
      sectionsFrom(
        clients.learning,
        userId,
        chosen.filter((t) => LEARNING_TYPES.includes(t)),
      ),
      sectionsFrom(
        clients.social,
        userId,
        chosen.filter((t) => SOCIAL_TYPES.includes(t)),
      ),
    ]);
    return { ...file, ...learning, ...social };
  } catch (err) {
    ctx.logger.warn({ err: (err as Error).message }, 'export: a service could not answer');
    throw new AppError('export_unavailable', 503, EXPORT_TEXT.unavailable);
  }
}
