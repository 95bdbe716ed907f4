import type { CreateCrewBody, Crew } from '@fff/contracts';
import {
  CREWS_PER_LEARNER_MAX,
  CREW_MESSAGES,
  crewDraftError,
  leagueWeekKey,
  weeklyScore,
} from '@fff/domain';
import { AppError, badRequest, forbidden, notFound, type AuthContext } from '@fff/service-kit';
import { findEntries } from '../directory/repository';
import { friendIdsAmong } from '../friends/repository';
import type { LeagueDeps } from '../league/cohort';
import { fallbackName } from '../league/names';
import { entriesOf } from '../league/repository';
import { isHiddenFrom } from '../league/visibility';
import { blockedWithAny } from '../safety/repository';
import { moderatedName } from '../shared/user-text';
import { weeklyXpOf } from '../league/xp-source';
import {
  acceptInvitation,
  crewCountOf,
  crewsOf,
  findCrew,
  insertCrew,
  stepOut,
  type CrewRow,
} from './repository';
import { tellSocialFactSoon } from '../shared/social-facts';

// Invitations are not capped (only friends can send them), so the list holds more than one's own cap.
const CREWS_LISTED_MAX = 5 * CREWS_PER_LEARNER_MAX;
const tooMany = () => new AppError('too_many_crews', 409, CREW_MESSAGES.tooMany);

/** Each person's weekly league score this week: svc-learning's now, else the league's stored one, else 0. */
async function weeklyScores(userIds: string[], deps: LeagueDeps): Promise<Map<string, number>> {
  const week = leagueWeekKey(deps.now?.() ?? new Date());
  const [live, stored] = await Promise.all([weeklyXpOf(userIds, week, deps), entriesOf(userIds, week)]);
  return new Map(
    userIds.map((id) => {
      const fresh = live.get(id);
      return [id, fresh ? weeklyScore(fresh.weekly) : (stored.get(id)?.score ?? 0)];
    }),
  );
}

/** Crews as the caller sees them: members with their weekly scores (summed), invitees, names. */
async function crewViews(crews: CrewRow[], viewerId: string, deps: LeagueDeps): Promise<Crew[]> {
  const memberIds = [...new Set(crews.flatMap((c) => c.memberIds))];
  const everyone = [...new Set(crews.flatMap((c) => [...c.memberIds, ...c.invitedIds]))];
  const [scores, people, friends] = await Promise.all([
    weeklyScores(memberIds, deps),
    findEntries(everyone),
    friendIdsAmong(viewerId, everyone),
  ]);
  // The rankings' privacy rule: crewmates invited by someone else need not be the viewer's friends.
  const person = (id: string) => {
    const entry = people.get(id);
    const shown = entry && (id === viewerId || !isHiddenFrom(entry, friends));
    return {
      id,
      username: shown ? entry.username : fallbackName(id),
      avatarUrl: shown ? entry.avatarUrl : null,
    };
  };
  return crews
    .map((crew) => {
      const members = crew.memberIds.map((id) => ({
        ...person(id),
        weeklyScore: scores.get(id) ?? 0,
        isCurrentUser: id === viewerId,
      }));
      return {
        id: crew.id,
        name: crew.name,
        banner: crew.banner,
        creatorId: crew.creatorId,
        status: crew.memberIds.includes(viewerId) ? ('member' as const) : ('invited' as const),
        members,
        invited: crew.invitedIds.map(person),
        weeklyScore: members.reduce((sum, m) => sum + m.weeklyScore, 0),
        createdAt: crew.createdAt.toISOString(),
      };
    })
    .sort((a, b) => b.weeklyScore - a.weeklyScore || b.createdAt.localeCompare(a.createdAt));
}

/** GET /api/league/crews: the caller's crews and invitations, highest weekly score first. */
export async function listCrews(auth: AuthContext, deps: LeagueDeps): Promise<Crew[]> {
  return crewViews(await crewsOf(auth.userId, CREWS_LISTED_MAX), auth.userId, deps);
}

/**
 * POST /api/league/create-crew: the spec's rules (name, 2–4 members with the creator, banner of at
 * most 2 user-perceived characters), friends only; the creator is a member, the friends are invited.
 */
export async function createCrew(auth: AuthContext, body: CreateCrewBody, deps: LeagueDeps): Promise<Crew> {
  const problem = crewDraftError(body, auth.userId);
  if (problem) throw badRequest(problem, 'invalid_crew');
  // Names are moderated like messages before anyone is asked about (a refusal costs no lookups).
  const [name, banner] = [moderatedName(body.name.trim()), moderatedName(body.banner.trim())];
  const invited = [...new Set(body.memberIds)].filter((id) => id !== auth.userId);
  const friends = await friendIdsAmong(auth.userId, invited);
  if (invited.some((id) => !friends.has(id))) throw forbidden(CREW_MESSAGES.onlyFriends, 'not_friends');
  if ((await crewCountOf(auth.userId)) >= CREWS_PER_LEARNER_MAX) throw tooMany();
  const crew = await insertCrew({
    name,
    banner,
    creatorId: auth.userId,
    memberIds: [auth.userId],
    invitedIds: invited,
  });
  await tellSocialFactSoon(deps, {
    userId: auth.userId,
    fact: 'crews',
    operationId: `crew:${crew.id}:${auth.userId}`,
  });
  return (await crewViews([crew], auth.userId, deps))[0];
}

/**
 * POST /api/league/join-crew: an invited learner accepts; joining again changes nothing. Refused
 * when the learner and a member blocked each other.
 */
export async function joinCrew(auth: AuthContext, crewId: string, deps: LeagueDeps): Promise<Crew> {
  const crew = await findCrew(crewId);
  if (!crew) throw notFound(CREW_MESSAGES.notFound, 'crew_not_found');
  if (crew.memberIds.includes(auth.userId)) return (await crewViews([crew], auth.userId, deps))[0];
  if (!crew.invitedIds.includes(auth.userId)) throw forbidden(CREW_MESSAGES.notInvited, 'not_invited');
  // An invitation from a third friend may still bring together two who blocked each other.
  if (await blockedWithAny(auth.userId, crew.memberIds)) throw forbidden(CREW_MESSAGES.blocked, 'blocked');
  // Two accepts at once: one moves the invitation, the other finds the learner a member already.
  const joined = (await acceptInvitation(crewId, auth.userId)) ?? (await findCrew(crewId));
  if (!joined?.memberIds.includes(auth.userId)) throw forbidden(CREW_MESSAGES.notInvited, 'not_invited');
  await tellSocialFactSoon(deps, {
    userId: auth.userId,
    fact: 'crews',
    operationId: `crew:${crewId}:${auth.userId}`,
  });
  return (await crewViews([joined], auth.userId, deps))[0];
}

/**
 * POST /api/league/decline-crew and /leave-crew: the learner declines an invitation or leaves a crew,
 * so invitations from others can never fill their crew quota with no way out. Harmless when they
 * were not invited (or not a member); 404 for an unknown crew. Answers their crews now.
 */
export async function stepOutOfCrew(
  auth: AuthContext,
  crewId: string,
  as: 'invited' | 'member',
  deps: LeagueDeps,
): Promise<Crew[]> {
  if (!(await stepOut(crewId, auth.userId, as)) && !(await findCrew(crewId)))
    throw notFound(CREW_MESSAGES.notFound, 'crew_not_found');
  return listCrews(auth, deps);
}
