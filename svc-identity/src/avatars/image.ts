import { PICTURE_MAX_PIXELS, type PICTURE_FORMATS } from '@fff/domain';
import sharp from 'sharp';

/** Side of the square pictures we serve. */
export const AVATAR_SIZE = 256;

// libvips' operation cache keeps decoded images around between requests, and its thread pool
// multiplies per-image memory: neither is worth it for one small picture at a time.
sharp.cache(false);
sharp.concurrency(1);

type PictureFormat = (typeof PICTURE_FORMATS)[number];

/**
 * The picture format the bytes really are (magic numbers), or null. Only raster formats we serve
 * from: SVG (a document that can carry script), TIFF, HEIF, PDF and everything else are refused,
 * whatever Content-Type or file name the upload claimed.
 */
export function sniffPictureFormat(bytes: Buffer): PictureFormat | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export type AvatarResult =
  { ok: true; webp: Buffer } | { ok: false; reason: 'not_image' | 'too_many_pixels' };

/**
 * Check the real format and the pixel count from the header (cheap, nothing decoded yet), then
 * decode with the same pixel limit and draw a fresh 256×256 WebP: nothing the user sent
 * (metadata, polyglot payloads) survives.
 */
export async function reencodeAvatar(input: Buffer): Promise<AvatarResult> {
  const format = sniffPictureFormat(input);
  if (!format) return { ok: false, reason: 'not_image' };
  const options = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error', animated: false } as const;
  try {
    const { width = 0, height = 0, format: decoded } = await sharp(input, options).metadata();
    if (decoded !== format) return { ok: false, reason: 'not_image' };
    if (width * height > PICTURE_MAX_PIXELS) return { ok: false, reason: 'too_many_pixels' };
    const webp = await sharp(input, options)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, webp };
  } catch (err) {
    const tooBig = err instanceof Error && /pixel limit/i.test(err.message);
    return { ok: false, reason: tooBig ? 'too_many_pixels' : 'not_image' };
  }
}
