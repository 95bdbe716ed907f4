import {
  changePasswordBodySchema,
  confirmEmailBodySchema,
  privacySettingsUpdateSchema,
  updateProfileBodySchema,
} from '@fff/contracts';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import { uploadProfilePicture } from '../avatars/upload';
import type { IdentityContext } from '../context';
import { requireSession } from '../sessions/require-session';
import { changePassword } from './change-password';
import { confirmEmailChange, EMAIL_TEXT, pendingEmailOf } from './email-change';
import { getPrivacySettings, updatePrivacySettings, withdrawConsent } from './privacy';
import { updateProfile } from './profile-update';
import { currentUser, userPayload } from './service';

/** The signed-in user's account, mounted at /api/user. */
export function userRoutes(ctx: IdentityContext): Router {
  const router = Router();
  router.use(requireSession(ctx.keys.publicKey));
  const me = (res: Parameters<typeof authOf>[0]) => authOf(res).userId;

  router.get('/', async (_req, res) => {
    res.set('cache-control', 'no-store').json(await currentUser(ctx, me(res)));
  });

  router.get('/profile', async (_req, res) => {
    res.set('cache-control', 'no-store').json({ pendingEmail: await pendingEmailOf(ctx, me(res)) });
  });

  router.put('/profile', validate({ body: updateProfileBodySchema }), async (_req, res) => {
    res.json(await updateProfile(ctx, me(res), parsed(res, 'body', updateProfileBodySchema)));
  });

  router.post('/confirm-email', validate({ body: confirmEmailBodySchema }), async (_req, res) => {
    const account = await confirmEmailChange(ctx, me(res), parsed(res, 'body', confirmEmailBodySchema).token);
    res.json({ success: true, message: EMAIL_TEXT.changed, user: await userPayload(ctx, account) });
  });

  router.get('/privacy-settings', async (_req, res) => {
    res.set('cache-control', 'no-store').json(await getPrivacySettings(me(res)));
  });

  router.put('/privacy-settings', validate({ body: privacySettingsUpdateSchema }), async (_req, res) => {
    res.json(await updatePrivacySettings(ctx, me(res), parsed(res, 'body', privacySettingsUpdateSchema)));
  });

  router.post('/withdraw-consent', async (_req, res) => {
    res.json(await withdrawConsent(ctx, me(res)));
  });

  router.post('/change-password', validate({ body: changePasswordBodySchema }), async (_req, res) => {
    const { userId, sessionId } = authOf(res);
    res.json(await changePassword(ctx, userId, sessionId, parsed(res, 'body', changePasswordBodySchema)));
  });

  router.post('/profile-picture', ...uploadProfilePicture(ctx));
  return router;
}
