import { UserModel } from './model';

/** Normal form of an email for lookups and the unique index. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Whether an account uses this email (case-insensitive). */
export async function emailExists(email: string): Promise<boolean> {
  const found = await UserModel.exists({ emailLower: normaliseEmail(email) });
  return found !== null;
}

/** Make sure the unique indexes exist before the first write (autoIndex is asynchronous). */
export async function ensureUserIndexes(): Promise<void> {
  await UserModel.init();
}
