// The shell's fetch fake: @fff/platform/testing's, with GET /api/user answering a new learner by
// default. Returns the list of seen requests.
import type { User } from '@fff/contracts';
import {
  fakeApi as installFakeApi,
  json,
  testUser as makeUser,
  type FakeCall,
  type FakeHandler,
} from '@fff/platform/testing';

export { json };
/** One recorded request with its parsed JSON body. */
export type SeenRequest = FakeCall;

/** A brand-new learner (level 1, nothing earned) as GET /api/user returns it. */
export const testUser: User = makeUser({
  id: '64b7f0c2a1b2c3d4e5f60718',
  username: 'cook_jane',
  email: 'jane.cook@gmail.com',
  createdAt: '2025-01-01T00:00:00.000Z',
  referralCode: 'JANE1234',
  characterOutfit: 'apron',
  characterClothingColor: 'red',
  xp: 0,
  prepXp: 0,
  flavorXp: 0,
  scienceXp: 0,
  level: 1,
  coins: 0,
  spiceStones: 0,
  flavourStones: 0,
  streak: 0,
  longestStreak: 0,
  lastStreakDate: null,
});

/** Installs the fake; `routes` keys are "METHOD /api/path". Returns the list of seen requests. */
export function fakeApi(routes: Record<string, FakeHandler> = {}): SeenRequest[] {
  return installFakeApi({ 'GET /api/user': () => testUser, ...routes }).calls;
}
