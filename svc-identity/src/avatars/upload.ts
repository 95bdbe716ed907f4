import { ACCOUNT_MESSAGES, PICTURE_MAX_BYTES, PICTURE_TOO_MANY_PIXELS } from '@fff/domain';
import { AppError, badRequest, unauthorized } from '@fff/service-kit';
import type { RequestHandler } from 'express';
import multer from 'multer';
import type { IdentityContext } from '../deps';
import { publishDirectoryEvent } from '../outbox/directory-events';
import { avatarPath } from '../users/account';
import { newAvatarKey } from '../users/repository';
import { uploadGate, type UploadGate } from './gate';
import { reencodeAvatar } from './image';
import { saveAvatar } from './repository';

const notImage = () => badRequest(ACCOUNT_MESSAGES.pictureNotImage, 'not_an_image');

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5 },
  fileFilter(_req, file, cb) {
    // SVG is a document, not a picture: refuse it before any decoder sees it. The declared type is
    // only a first filter; reencodeAvatar decides from the bytes.
    if (!file.mimetype.startsWith('image/') || file.mimetype.includes('svg')) cb(notImage());
    else cb(null, true);
  },
});

/** Run multer and turn its errors into the spec's messages. */
const receive: RequestHandler = (req, res, next) => {
  upload.single('profilePicture')(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE')
        return next(new AppError('payload_too_large', 413, ACCOUNT_MESSAGES.pictureTooLarge));
      return next(notImage());
    }
    // A form busboy cannot read (bad boundary, cut short) carries no picture either: a 400, not a 500.
    next(err instanceof AppError ? err : notImage());
  });
};

/** What POST /api/user/profile-picture runs before its handler: the upload gate, then multer (field profilePicture). */
export function receiveProfilePicture(gate: UploadGate = uploadGate()): RequestHandler[] {
  return [gate.middleware, receive];
}

/** Re-encode the received picture, store it as the user's avatar and tell svc-social → { success, avatarUrl }. */
export async function storeProfilePicture(
  ctx: IdentityContext,
  userId: string,
  file: Express.Multer.File | undefined,
) {
  if (!file) throw notImage();
  const result = await reencodeAvatar(file.buffer);
  if (!result.ok && result.reason === 'too_many_pixels')
    throw badRequest(PICTURE_TOO_MANY_PIXELS, 'too_many_pixels');
  if (!result.ok) throw notImage();
  const key = await newAvatarKey(userId);
  if (!key) throw unauthorized();
  await saveAvatar(userId, result.webp, key);
  await publishDirectoryEvent(ctx, 'avatar', userId);
  return { success: true as const, avatarUrl: avatarPath(userId, key) };
}
