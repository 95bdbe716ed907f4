// Kitchen Crews (spec part 2 §3, §5, §8, §9): who may form one and what the messages say.
// Sizes come from CREW (social.ts); the banner is counted in user-perceived characters here.
import { CREW } from './social';
import { ACCOUNT_MESSAGES } from '../shared/validation-messages';

const CREW_BANNER_MAX = CREW.bannerMaxChars;
/** Longest crew name after trimming. */
const CREW_NAME_MAX = 40;
/** Most crews (joined or invited to) one learner can be part of. */
export const CREWS_PER_LEARNER_MAX = 10;

/** The spec's crew texts. */
export const CREW_MESSAGES = Object.freeze({
  nameRequired: ACCOUNT_MESSAGES.crewNameRequired,
  nameTooLong: `Crew name must be at most ${CREW_NAME_MAX} characters.`,
  size: ACCOUNT_MESSAGES.crewSize,
  banner: `Crew banner must be at most ${CREW_BANNER_MAX} characters (one or two emoji).`,
  onlyFriends: 'Only friends can be invited to a Kitchen Crew.',
  tooMany: `You can be part of at most ${CREWS_PER_LEARNER_MAX} Kitchen Crews.`,
  notInvited: 'You are not invited to this Kitchen Crew.',
  // Joining would put two learners who blocked each other in one crew (spec §6: blocking cuts contact).
  blocked: 'You can’t join this Kitchen Crew.',
  notFound: 'Kitchen Crew not found.',
  created: 'Kitchen Crew Created!',
  joined: 'Joined Kitchen Crew!',
  createFailed: 'Failed to create crew',
  createFailedDetail: 'Please try again later.',
  joinFailed: 'Failed to join crew',
  // Not in the spec: an invitation can be declined and a crew left, so others cannot fill the
  // learner's crew quota with no way out.
  declined: 'Invitation declined',
  declineFailed: 'Failed to decline the invitation',
  left: 'You left the Kitchen Crew',
  leaveFailed: 'Failed to leave the crew',
});

/** User-perceived characters (grapheme clusters) of `text`. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) count++;
  return count;
}

/** The crew's draft as typed: name, banner and the invited friends' ids. */
export interface CrewDraft {
  name: string;
  banner: string;
  memberIds: readonly string[];
}

/**
 * The first rule a draft breaks (spec order: name, size, banner), or null. The creator counts as a
 * member, so 1 to 3 distinct others are invited; the creator among them counts once.
 */
export function crewDraftError(draft: CrewDraft, creatorId: string): string | null {
  const name = draft.name.trim();
  if (!name) return CREW_MESSAGES.nameRequired;
  if (graphemeCount(name) > CREW_NAME_MAX) return CREW_MESSAGES.nameTooLong;
  const size = new Set([creatorId, ...draft.memberIds]).size;
  if (size < CREW.minMembers || size > CREW.maxMembers) return CREW_MESSAGES.size;
  if (graphemeCount(draft.banner.trim()) > CREW_BANNER_MAX) return CREW_MESSAGES.banner;
  return null;
}
