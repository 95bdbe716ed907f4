// Friends-screen test data shaped by @fff/contracts, and a fake backend over the platform's fakeApi.
import {
  friendEntrySchema,
  friendRequestSchema,
  searchResultSchema,
  type FriendEntry,
  type FriendRequest,
  type SearchResult,
} from '@fff/contracts';
import { fakeApi, json, testUser, type FakeHandler } from '@fff/platform/testing';

export const ME = testUser();

/** A friend entry; numbers default to a level-2 cook with 1200 XP. */
export function friendEntry(
  id: string,
  username: string,
  friend: Partial<FriendEntry['friend']> = {},
): FriendEntry {
  return friendEntrySchema.parse({
    id: `f-${id}`,
    friendship: {
      id: `f-${id}`,
      userId: ME.id,
      friendId: id,
      status: 'accepted',
      createdAt: '2026-01-01T00:00:00.000Z',
      acceptedAt: '2026-01-01T00:00:00.000Z',
    },
    friend: {
      id,
      username,
      avatarUrl: null,
      isOnline: false,
      xp: 1200,
      level: 2,
      streak: 4,
      flavourStones: 30,
      ...friend,
    },
  });
}

/** An incoming request. */
export const request = (id: string, username: string, message = ''): FriendRequest =>
  friendRequestSchema.parse({
    id,
    sender: { id: `u-${id}`, username, avatarUrl: null, level: 3, xp: 250 },
    message,
    createdAt: '2026-01-02T00:00:00.000Z',
  });

/** A search result. */
export const found = (
  id: string,
  username: string,
  relationship: SearchResult['relationship'] = 'none',
): SearchResult =>
  searchResultSchema.parse({
    id,
    username,
    avatarUrl: null,
    level: 1,
    xp: 40,
    flavourStones: 3,
    relationship,
  });

/** The screen's calls with these answers; every other call answers 404. */
export function socialBackend(
  data: { friends?: FriendEntry[]; requests?: FriendRequest[]; extra?: Record<string, FakeHandler> } = {},
) {
  return fakeApi({
    'GET /api/user': () => json(200, ME),
    'GET /api/friends': () => json(200, data.friends ?? []),
    'GET /api/friend-requests': () => json(200, data.requests ?? []),
    'GET /api/chat/unread': () => json(200, { total: 0, byFriend: {} }),
    ...data.extra,
  });
}
