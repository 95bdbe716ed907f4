import * as z from 'zod/mini';
import { userIdSchema } from './common';
import { socialIdSchema } from './social-friends';

/**
 * POST /api/league/create-crew (spec part 2 §3 crew create payload): name, banner (an emoji) and the
 * invited friends' ids. Lengths here only bound the request; the crew rules and their messages
 * (name required, 2–4 members, banner of 2 user-perceived characters) are @fff/domain crewDraftError's.
 */
export const createCrewBodySchema = z.object({
  name: z.string({ error: 'Crew name required' }).check(z.maxLength(200, 'Crew name is too long')),
  banner: z._default(z.string().check(z.maxLength(64, 'Crew banner is too long')), ''),
  memberIds: z
    .array(userIdSchema)
    .check(z.maxLength(10, 'Kitchen Crews must have 2-4 members (including yourself).')),
});

/** POST /api/league/join-crew: accept an invitation to the crew. */
export const joinCrewBodySchema = z.object({ crewId: socialIdSchema });

/** One person in a crew, with the weekly league score they bring. */
export const crewMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
  weeklyScore: z.number().check(z.int(), z.gte(0)),
  isCurrentUser: z.boolean(),
});

/**
 * A Kitchen Crew as its members and invitees see it. weeklyScore is the sum of the members' weekly
 * league scores (invited friends count once they join). status: the caller's place in it.
 */
export const crewSchema = z.object({
  id: z.string(),
  name: z.string(),
  banner: z.string(),
  creatorId: z.string(),
  status: z.enum(['member', 'invited']),
  members: z.array(crewMemberSchema),
  invited: z.array(z.pick(crewMemberSchema, { id: true, username: true, avatarUrl: true })),
  weeklyScore: z.number().check(z.int(), z.gte(0)),
  createdAt: z.string(),
});

/** GET /api/league/crews: the caller's crews and invitations, highest weekly score first. */
export const crewListSchema = z.array(crewSchema);

export type CreateCrewBody = z.infer<typeof createCrewBodySchema>;
export type JoinCrewBody = z.infer<typeof joinCrewBodySchema>;
export type CrewMember = z.infer<typeof crewMemberSchema>;
export type Crew = z.infer<typeof crewSchema>;
