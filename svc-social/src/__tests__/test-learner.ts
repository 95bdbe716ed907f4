// The learner svc-social's tests act as: an id, a username and a bearer token signed with one app's
// test keys, and the directory snapshot svc-identity would send for them. One builder for every test.
import type { DirectorySnapshot } from '@fff/contracts';
import type { JwtKeys } from '@fff/service-kit';
import { signTestToken } from '@fff/service-kit/testing';
import mongoose from 'mongoose';

/** A learner with a token; the fields a test reads. */
export interface Cook {
  id: string;
  username: string;
  token: string;
}

/** A learner signed for the app whose keys are given: a fresh id and a cook_… username unless given. */
export function testCook(keys: JwtKeys, who: { id?: string; username?: string } = {}): Cook {
  const id = who.id ?? new mongoose.Types.ObjectId().toHexString();
  const username = who.username ?? `cook_${id.slice(-6)}`;
  return { id, username, token: signTestToken(keys, { userId: id, username }) };
}

/** The directory snapshot of a new account (the privacy defaults unless given). */
export function directorySnapshot(
  username: string,
  privacy: Partial<DirectorySnapshot> = {},
): DirectorySnapshot {
  return {
    username,
    avatarUrl: null,
    profileVisibility: 'public',
    showProgressToFriends: true,
    allowFriendRequests: true,
    showOnlineStatus: true,
    ...privacy,
  };
}
