import mongoose from 'mongoose';
import { accountDataOps } from '../account-data/model';
import { CrewModel } from './model';

/** A crew as stored. */
export interface CrewRow {
  id: string;
  name: string;
  banner: string;
  creatorId: string;
  memberIds: string[];
  invitedIds: string[];
  createdAt: Date;
}

type CrewDoc = Omit<CrewRow, 'id'> & { _id: mongoose.Types.ObjectId };

const toRow = ({ _id, ...rest }: CrewDoc): CrewRow => ({
  id: String(_id),
  name: rest.name,
  banner: rest.banner ?? '',
  creatorId: rest.creatorId,
  memberIds: rest.memberIds ?? [],
  invitedIds: rest.invitedIds ?? [],
  createdAt: rest.createdAt,
});

/** Store a new crew. */
export async function insertCrew(crew: Omit<CrewRow, 'id' | 'createdAt'>): Promise<CrewRow> {
  const doc = await CrewModel.create({ ...crew, peopleIds: [...crew.memberIds, ...crew.invitedIds] });
  await accountDataOps.refuseIfErased(crew.creatorId, () => CrewModel.deleteOne({ _id: doc._id }));
  return toRow(doc.toObject() as CrewDoc);
}

/** One crew, or null. */
export async function findCrew(id: string): Promise<CrewRow | null> {
  const doc = await CrewModel.findById(id).lean<CrewDoc>();
  return doc ? toRow(doc) : null;
}

/** Crews the learner belongs to or is invited to, newest first. */
export async function crewsOf(userId: string, max: number): Promise<CrewRow[]> {
  const docs = await CrewModel.find({ peopleIds: userId })
    .sort({ createdAt: -1 })
    .limit(max)
    .lean<CrewDoc[]>();
  return docs.map(toRow);
}

/** How many crews the learner belongs to or is invited to. */
export async function crewCountOf(userId: string): Promise<number> {
  return CrewModel.countDocuments({ peopleIds: userId });
}

/** Turn the learner's invitation into membership (atomic: only while they are still invited). */
export async function acceptInvitation(crewId: string, userId: string): Promise<CrewRow | null> {
  const doc = await CrewModel.findOneAndUpdate(
    { _id: crewId, invitedIds: userId },
    { $pull: { invitedIds: userId }, $addToSet: { memberIds: userId } },
    { returnDocument: 'after' },
  ).lean<CrewDoc>();
  return doc ? toRow(doc) : null;
}

/**
 * The learner steps out of a crew: an invitation is declined (`invitedIds`) or a membership left
 * (`memberIds`), freeing a place of their crew quota either way. A crew whose last member left is
 * removed with its remaining invitations. False when they were not there (nothing changed).
 */
export async function stepOut(crewId: string, userId: string, as: 'invited' | 'member'): Promise<boolean> {
  const field = as === 'invited' ? 'invitedIds' : 'memberIds';
  const res = await CrewModel.updateOne(
    { _id: crewId, [field]: userId },
    { $pull: { [field]: userId, peopleIds: userId } },
  );
  if (res.modifiedCount === 0) return false;
  if (as === 'member') await CrewModel.deleteOne({ _id: crewId, memberIds: mongoose.trusted({ $size: 0 }) });
  return true;
}

/**
 * A block withdraws the invitations between the two: those `a` sent as a member to `b`, and those
 * `b` sent to `a`. (Crews both already belong to stay as they are.)
 */
export async function withdrawInvitationsBetween(a: string, b: string): Promise<void> {
  await Promise.all([
    CrewModel.updateMany({ memberIds: a, invitedIds: b }, { $pull: { invitedIds: b, peopleIds: b } }),
    CrewModel.updateMany({ memberIds: b, invitedIds: a }, { $pull: { invitedIds: a, peopleIds: a } }),
  ]);
}

/** Make sure the indexes exist. */
export async function ensureCrewIndexes(): Promise<void> {
  await CrewModel.init();
}
