import { conflict, isDuplicateKey } from '@fff/service-kit';
import mongoose from 'mongoose';
import { toAccount, type Account } from './account';
import { UserModel, type UserDoc } from './model';
import { DUPLICATE_USERNAME } from './repository';

/** Fields the account pages may change directly (never email, password or flags). */
export type EditableFields = Partial<
  Pick<
    UserDoc,
    | 'username'
    | 'firstName'
    | 'lastName'
    | 'bio'
    | 'profileVisibility'
    | 'showProgressToFriends'
    | 'allowFriendRequests'
    | 'showOnlineStatus'
    | 'emailNotifications'
    | 'marketingEmails'
    | 'allowDataCollection'
    | 'shareActivityUpdates'
    | 'characterSkinTone'
    | 'characterHairColor'
    | 'characterOutfit'
    | 'characterClothingColor'
  >
>;

/**
 * Set fields of one account and return it; null when the account is gone. A username change also
 * sets usernameLower (the unique index), so two people racing for one name get 409 here.
 */
export async function updateAccountFields(id: string, fields: EditableFields): Promise<Account | null> {
  if (!mongoose.isValidObjectId(id)) return null;
  const set: Record<string, unknown> = { ...fields };
  if (fields.username !== undefined) set.usernameLower = fields.username.trim().toLowerCase();
  try {
    const doc = await UserModel.findByIdAndUpdate(
      id,
      { $set: set },
      { returnDocument: 'after', runValidators: true },
    ).lean<UserDoc>();
    return doc ? toAccount(doc) : null;
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(DUPLICATE_USERNAME);
    throw err;
  }
}

/** Whether another account uses this username (any case). */
export async function usernameTakenByOther(username: string, userId: string): Promise<boolean> {
  const found = await UserModel.exists({
    usernameLower: username.trim().toLowerCase(),
    _id: mongoose.trusted({ $ne: userId }),
  });
  return found !== null;
}
