import mongoose from 'mongoose';
import { LeagueMemberModel } from './model';

/** A learner's XP: the total and its split by kind. */
export interface XpTotals {
  xp: number;
  prepXp: number;
  flavorXp: number;
  scienceXp: number;
}

/** What is stored about a member for a week. */
export interface MemberEntry extends XpTotals {
  userId: string;
  week: string;
  leagueId: string;
  username: string;
}

const isDuplicateKey = (err: unknown) => (err as { code?: unknown })?.code === 11000;

/** Create or refresh a member's entry for the week. */
export async function upsertMember(entry: MemberEntry): Promise<void> {
  const { userId, week, ...fields } = entry;
  const write = () => LeagueMemberModel.updateOne({ userId, week }, { $set: fields }, { upsert: true });
  try {
    await write();
  } catch (err) {
    // Two first-time upserts can race on the unique index; the second one is then a plain update.
    if (!isDuplicateKey(err)) throw err;
    await write();
  }
}

/** The most recent XP we stored for this user, in any week. */
export async function lastKnownXp(userId: string): Promise<XpTotals | undefined> {
  const latest = await LeagueMemberModel.findOne({ userId }, 'xp prepXp flavorXp scienceXp')
    .sort({ updatedAt: -1 })
    .lean<XpTotals>();
  return latest ? { xp: latest.xp, prepXp: latest.prepXp ?? 0, flavorXp: latest.flavorXp ?? 0, scienceXp: latest.scienceXp ?? 0 } : undefined;
}

/** 1-based rank of `xp` among the week's members of a league (ties share a rank). */
export async function rankInLeague(week: string, leagueId: string, xp: number): Promise<number> {
  const ahead = await LeagueMemberModel.countDocuments({ week, leagueId, xp: mongoose.trusted({ $gt: xp }) });
  return ahead + 1;
}

/** Up to `max` members of a league this week, highest stored XP first. */
export async function leagueMembers(week: string, leagueId: string, max: number): Promise<MemberEntry[]> {
  const docs = await LeagueMemberModel.find({ week, leagueId })
    .sort({ xp: -1, userId: 1 })
    .limit(max)
    .lean<MemberEntry[]>();
  return docs.map((d) => ({
    userId: d.userId,
    week: d.week,
    leagueId: d.leagueId,
    username: d.username ?? '',
    xp: d.xp,
    prepXp: d.prepXp ?? 0,
    flavorXp: d.flavorXp ?? 0,
    scienceXp: d.scienceXp ?? 0,
  }));
}

/** Store fresher XP (and the league it now implies) for members of a week, in one round trip. */
export async function refreshMembers(
  week: string,
  updates: Array<XpTotals & { userId: string; leagueId: string }>,
): Promise<void> {
  if (updates.length === 0) return;
  await LeagueMemberModel.bulkWrite(
    updates.map(({ userId, ...fields }) => ({
      updateOne: { filter: { userId, week }, update: { $set: fields } },
    })),
    { ordered: false },
  );
}

/** Make sure the unique index exists before the first write. */
export async function ensureLeagueIndexes(): Promise<void> {
  await LeagueMemberModel.init();
}
