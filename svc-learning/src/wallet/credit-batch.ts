// Many credits in one call (a league cohort's podium, issue 41): the same exactly-once rule as the
// single credit (ledger entry under the operation id, then a marker-checked $inc), written with a
// few bulk operations for the whole batch instead of a handful of round trips per credit.
import type { WalletCreditBatchItem, WalletCreditBatchResponse } from '@fff/contracts';
import { AppError, isDuplicateKey } from '@fff/service-kit';
import mongoose from 'mongoose';
import { accountDataOps } from '../account-data/model';
import { recordSocialFact } from '../achievements/social-facts';
import { ProgressionModel } from '../progression/model';
import { APPLIED_OPS_KEPT } from '../progression/repository';
import { LedgerModel } from './model';
import type { LedgerEntry } from './repository';
import { sameOperation } from './same-operation';

type Result = WalletCreditBatchResponse['results'][number];

/** Ignore the duplicate-key failures of an unordered bulk write (ids already stored); rethrow anything else. */
function allowDuplicates(err: unknown): void {
  const writeErrors = (err as { writeErrors?: unknown[] }).writeErrors ?? [err];
  if (!writeErrors.every(isDuplicateKey)) throw err;
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
 */
async function ensureLearners(userIds: string[]): Promise<Set<string>> {
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
async function ledgerEntries(items: WalletCreditBatchItem[]): Promise<Map<string, LedgerEntry>> {
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
async function alreadyCounted(items: WalletCreditBatchItem[]): Promise<Set<string>> {
  const ids = items.map((c) => c.operationId);
  const rows = await ProgressionModel.find(
    { _id: mongoose.trusted({ $in: items.map((c) => c.userId) }) },
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
async function pay(due: WalletCreditBatchItem[], settled: string[]): Promise<void> {
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

/** Apply a batch of credits; one outcome per credit, in order. Podium facts follow their paid credits. */
export async function creditBatch(items: WalletCreditBatchItem[]): Promise<WalletCreditBatchResponse> {
  const erased = await ensureLearners([...new Set(items.map((c) => c.userId))]);
  const live = items.filter((c) => !erased.has(c.userId));
  const entries = live.length > 0 ? await ledgerEntries(live) : new Map<string, LedgerEntry>();
  const results = new Map<string, Result>();
  const open: WalletCreditBatchItem[] = [];
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
  // The podium facts of the paid learners, each counted once by its id (the same rule as the single call).
  await Promise.all(
    items
      .filter((c) => c.podiumFactId && results.get(c.operationId)?.outcome !== 'refused')
      .map((c) =>
        recordSocialFact({ userId: c.userId, fact: 'podiums', operationId: c.podiumFactId as string }).catch(
          (err: unknown) => {
            // A refused fact (its id reused for another fact) costs only the award, as for the single call.
            if (!(err instanceof AppError) || err.status >= 500) throw err;
          },
        ),
      ),
  );
  return { results: items.map((c) => results.get(c.operationId) as Result) };
}
