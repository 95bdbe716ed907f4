import sharp from 'sharp';

/** Side of the square pictures we serve. */
export const AVATAR_SIZE = 256;

/**
 * Decode the upload and draw a fresh 256×256 WebP from its pixels: nothing the user sent
 * (metadata, polyglot payloads) survives. Returns null when the bytes are not a decodable image.
 */
export async function reencodeAvatar(input: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(input, { limitInputPixels: 40_000_000, failOn: 'error', animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
