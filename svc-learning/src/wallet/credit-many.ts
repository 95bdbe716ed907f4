// Many credits at once (a league cohort's podium, the achievements a batch of learners reached): the
// same exactly-once rule as the single credit (ledger entry under the operation id, then a
// marker-checked $inc), written with a few bulk operations for the whole batch instead of a handful
// of round trips per credit.
import type { WalletCreditBatchResponse, WalletCurrency } from '@fff/contracts';
import { duplicateInsertPositions } from '@fff/service-kit';
import mongoose from 'mongoose';
import { accountDataOps } from '../account-data/model';
import { ProgressionModel } from '../progression/model';
import { APPLIED_OPS_KEPT } from '../progression/repository';
import { LedgerModel } from './model';
import type { LedgerEntry } from './repository';
import { sameOperation } from './same-operation';

/** One credit of a batch (a positive amount, paid at most once per operation id). */
export interface CreditItem {
  userId: string;
  currency: WalletCurrency;
  amount: number;
  reason: string;
  operationId: string;
}

/** What became of one credit: applied (paid now), duplicate (paid before) or refused for good. */
export type CreditOutcome = WalletCreditBatchResponse['results'][number];

/** Ignore the duplicate-key failures of an unordered bulk write (ids already stored); rethrow anything else. */
function allowDuplicates(err: unknown): void {
  duplicateInsertPositions(err);
}

/**
 * Insert documents (with the schema's defaults, as create() writes them), unordered; returns the
 * indexes (into `docs`) that hit a unique key already stored. Any other failure is thrown.
 */
export async function insertNew(
  model: { new (doc: object): { toObject(): object }; collection: mongoose.Collection },
  docs: object[],
): Promise<Set<number>> {
  const taken = new Set<number>();
  if (docs.length === 0) return taken;
  try {
    await model.collection.insertMany(
      docs.map((d) => new model(d).toObject() as never),
      { ordered: false },
    );
  } catch (err) {
    const at = duplicateInsertPositions(err);
    if (at) for (const i of at) taken.add(i);
    // A single failure may come without its list: then it was the only document.
    else if (docs.length === 1) taken.add(0);
    else throw err;
  }
  return taken;
}

/** Learners whose data was erased, among `userIds` (the single credit refuses them with 401 too). */
async function erasedAmong(userIds: string[]): Promise<Set<string>> {
  const rows = await accountDataOps.model
    .find({ userId: mongoose.trusted({ $in: userIds }), kind: 'erase' }, 'userId')
    .lean<Array<{ userId: string }>>();
  return new Set(rows.map((r) => r.userId));
}

/**
 * Create the missing progressions, then refuse the erased learners (removing what was just created
 * for them), in that order as ensureProgression does: an erasure racing the upsert is still seen.
 * Returns the erased ones.
 */
export async function ensureLearners(userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  await ProgressionModel.bulkWrite(
    userIds.map((id) => ({
      updateOne: { filter: { _id: id }, update: { $setOnInsert: { _id: id } }, upsert: true },
    })),
    { ordered: false },
  ).catch(allowDuplicates);
  const erased = await erasedAmong(userIds);
  if (erased.size > 0) await ProgressionModel.deleteMany({ _id: mongoose.trusted({ $in: [...erased] }) });
  return erased;
}

/** Store each credit's ledger entry once and return what the ledger holds under each operation id. */
async function ledgerEntries(items: CreditItem[]): Promise<Map<string, LedgerEntry>> {
  const docs = items.map((c) => ({
    _id: c.operationId,
    userId: c.userId,
    currency: c.currency,
    amount: c.amount,
    reason: c.reason,
  }));
  await LedgerModel.insertMany(docs, { ordered: false }).catch(allowDuplicates);
  const ids = items.map((c) => c.operationId);
  const stored = await LedgerModel.find({ _id: mongoose.trusted({ $in: ids }) }).lean<LedgerEntry[]>();
  return new Map(stored.map((e) => [e._id, e]));
}

/** Operation ids the learners' progressions already carry (a crash between $inc and the ledger flag). */
async function alreadyCounted(items: CreditItem[]): Promise<Set<string>> {
  const ids = items.map((c) => c.operationId);
  const rows = await ProgressionModel.find(
    { _id: mongoose.trusted({ $in: [...new Set(items.map((c) => c.userId))] }) },
    { appliedOps: 1 },
  ).lean<Array<{ appliedOps?: string[] }>>();
  const wanted = new Set(ids);
  return new Set(rows.flatMap((r) => (r.appliedOps ?? []).filter((op) => wanted.has(op))));
}

/**
 * Pay the credits whose ledger entry is not applied yet: each $inc matches only while its operation
 * id is not among the learner's applied ones, so a replay or a concurrent identical batch pays
 * nothing twice. Then every entry of the batch is flagged applied.
 */
async function pay(due: CreditItem[], settled: string[]): Promise<void> {
  if (due.length > 0) {
    await ProgressionModel.bulkWrite(
      due.map((c) => ({
        updateOne: {
          filter: { _id: c.userId, appliedOps: mongoose.trusted({ $ne: c.operationId }) },
          update: {
            $inc: { [c.currency]: c.amount },
            $push: { appliedOps: { $each: [c.operationId], $slice: -APPLIED_OPS_KEPT } },
          },
        },
      })),
      { ordered: false },
    );
  }
  const ids = [...due.map((c) => c.operationId), ...settled];
  if (ids.length > 0) {
    await LedgerModel.updateMany(
      { _id: mongoose.trusted({ $in: ids }), applied: false },
      { $set: { applied: true } },
    );
  }
}

/**
 * Apply a batch of credits; the outcome of each, by operation id. `ensured`: the learners are known
 * to have a progression and not to be erased (the caller checked just before), so that is not read
 * again.
 */
export async function creditMany(
  items: CreditItem[],
  { ensured = false }: { ensured?: boolean } = {},
): Promise<Map<string, CreditOutcome>> {
  const erased = ensured ? new Set<string>() : await ensureLearners([...new Set(items.map((c) => c.userId))]);
  const live = items.filter((c) => !erased.has(c.userId));
  const entries = live.length > 0 ? await ledgerEntries(live) : new Map<string, LedgerEntry>();
  const results = new Map<string, CreditOutcome>();
  const open: CreditItem[] = [];
  for (const c of items) {
    const entry = entries.get(c.operationId);
    if (erased.has(c.userId)) {
      results.set(c.operationId, {
        operationId: c.operationId,
        outcome: 'refused',
        status: 401,
        error: 'session_revoked',
      });
    } else if (!entry || !sameOperation(entry, c)) {
      results.set(c.operationId, {
        operationId: c.operationId,
        outcome: 'refused',
        status: 409,
        error: 'conflict',
      });
    } else if (entry.applied) {
      results.set(c.operationId, { operationId: c.operationId, outcome: 'duplicate' });
    } else open.push(c);
  }
  const counted = open.length > 0 ? await alreadyCounted(open) : new Set<string>();
  const due = open.filter((c) => !counted.has(c.operationId));
  await pay(due, [...counted]);
  for (const c of open) {
    results.set(c.operationId, {
      operationId: c.operationId,
      outcome: counted.has(c.operationId) ? 'duplicate' : 'applied',
    });
  }
  return results;
}
