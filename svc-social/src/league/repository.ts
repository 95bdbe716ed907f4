import mongoose from 'mongoose';
import { LeagueMemberModel } from './model';

/** What is stored about a member for a week. */
export interface MemberEntry {
  userId: string;
  week: string;
  leagueId: string;
  username: string;
  xp: number;
}

const isDuplicateKey = (err: unknown) => (err as { code?: unknown })?.code === 11000;

/** Create or refresh a member's entry for the week. */
export async function upsertMember(entry: MemberEntry): Promise<void> {
  const write = () =>
    LeagueMemberModel.updateOne(
      { userId: entry.userId, week: entry.week },
      { $set: { leagueId: entry.leagueId, username: entry.username, xp: entry.xp } },
      { upsert: true },
    );
  try {
    await write();
  } catch (err) {
    // Two first-time upserts can race on the unique index; the second one is then a plain update.
    if (!isDuplicateKey(err)) throw err;
    await write();
  }
}

/** The most recent XP we stored for this user, in any week. */
export async function lastKnownXp(userId: string): Promise<number | undefined> {
  const latest = await LeagueMemberModel.findOne({ userId }, 'xp')
    .sort({ updatedAt: -1 })
    .lean<{ xp: number }>();
  return latest?.xp;
}

/** 1-based rank of `xp` among the week's members of a league (ties share a rank). */
export async function rankInLeague(week: string, leagueId: string, xp: number): Promise<number> {
  const ahead = await LeagueMemberModel.countDocuments({ week, leagueId, xp: mongoose.trusted({ $gt: xp }) });
  return ahead + 1;
}

/** Make sure the unique index exists before the first write. */
export async function ensureLeagueIndexes(): Promise<void> {
  await LeagueMemberModel.init();
}
