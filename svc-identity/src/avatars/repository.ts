import { AvatarModel } from './model';

/** Store (replace) a user's picture. */
export async function saveAvatar(userId: string, data: Buffer, version: string): Promise<void> {
  await AvatarModel.updateOne({ _id: userId }, { $set: { data, version } }, { upsert: true });
}

/** A user's picture bytes and key (a number for pictures stored before keys), or null. */
export async function findAvatar(userId: string): Promise<{ data: Buffer; version: string | number } | null> {
  const doc = await AvatarModel.findById(userId).lean();
  if (!doc) return null;
  const data = doc.data as unknown;
  // The driver hands back a BSON Binary for lean reads; normalise to a Buffer.
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from((data as { buffer: Uint8Array }).buffer);
  return { data: bytes, version: doc.version as string | number };
}
