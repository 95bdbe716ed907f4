import type { FeedbackBody } from '@fff/contracts';
import { APP_VERSION } from '@fff/domain';
import type { AuthContext } from '@fff/service-kit';
import { insertFeedback } from './repository';

/**
 * Store a learner's feedback with who sent it, when, and the app version. The version is the
 * product's (APP_VERSION, the 'v1.0.0' of the More screen): every remote ships with it.
 */
export async function submitFeedback(
  auth: AuthContext,
  body: FeedbackBody,
  now: Date,
): Promise<{ success: true; id: string }> {
  const id = await insertFeedback({
    userId: auth.userId,
    username: auth.username,
    type: body.type,
    message: body.message,
    appVersion: APP_VERSION,
    createdAt: now,
  });
  return { success: true, id };
}
