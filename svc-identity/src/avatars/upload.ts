import { ACCOUNT_MESSAGES, PICTURE_MAX_BYTES } from '@fff/domain';
import { AppError, authOf, badRequest, unauthorized } from '@fff/service-kit';
import type { RequestHandler } from 'express';
import multer from 'multer';
import type { IdentityContext } from '../context';
import { publishDirectoryEvent } from '../outbox/directory-events';
import { avatarPath } from '../users/account';
import { bumpAvatarVersion } from '../users/repository';
import { reencodeAvatar } from './image';
import { saveAvatar } from './repository';

const notImage = () => badRequest(ACCOUNT_MESSAGES.pictureNotImage, 'not_an_image');

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5 },
  fileFilter(_req, file, cb) {
    // SVG is a document, not a picture: refuse it before any decoder sees it.
    if (!file.mimetype.startsWith('image/') || file.mimetype.includes('svg')) cb(notImage());
    else cb(null, true);
  },
});

/** Run multer and turn its errors into the spec's messages. */
const receive: RequestHandler = (req, res, next) => {
  upload.single('profilePicture')(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') return next(new AppError('payload_too_large', 413, ACCOUNT_MESSAGES.pictureTooLarge));
      return next(notImage());
    }
    next(err);
  });
};

/** POST /api/user/profile-picture (multipart field profilePicture) → { success, avatarUrl }. */
export function uploadProfilePicture(ctx: IdentityContext): RequestHandler[] {
  return [
    receive,
    async (req, res) => {
      if (!req.file) throw notImage();
      const webp = await reencodeAvatar(req.file.buffer);
      if (!webp) throw notImage();
      const { userId } = authOf(res);
      const version = await bumpAvatarVersion(userId);
      if (!version) throw unauthorized();
      await saveAvatar(userId, webp, version);
      await publishDirectoryEvent(ctx, 'avatar', userId);
      res.json({ success: true, avatarUrl: avatarPath(userId, version) });
    },
  ];
}
