// insert, update and delete: batched statements with MongoDB's writeErrors reporting.
import { MongoError, type Doc } from '../errors';
import { isPlainObject } from '../storage/values';
import { letVariables } from '../let-variables';
import { collName, type CommandContext, type Handler } from './context';
import { deleteStatement, updateStatement, type UpdateStatement } from './write-ops';

function statements(ctx: CommandContext, field: string): Doc[] {
  const list = ctx.cmd[field];
  if (!Array.isArray(list))
    throw new MongoError(
      'FailedToParse',
      `BSON field '${ctx.name}.${field}' is missing but a required field`,
      {},
      40414,
    );
  return list as Doc[];
}

/** Runs each statement, collecting write errors; stops at the first when ordered. */
async function runBatch(
  ctx: CommandContext,
  items: Doc[],
  each: (item: Doc, index: number) => void,
): Promise<Doc[]> {
  const ordered = ctx.cmd.ordered !== false;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      each(items[i], i);
    } catch (err) {
      if (!(err instanceof MongoError)) throw err;
      const { errmsg, code, codeName: _codeName, ...extra } = err.toDoc();
      writeErrors.push({ index: i, code, errmsg, ...extra });
      if (ordered) break;
    }
  }
  await ctx.server.store.flush();
  return writeErrors;
}

async function insert(ctx: CommandContext): Promise<Doc> {
  const name = collName(ctx);
  const { store } = ctx.server;
  let n = 0;
  const docs = statements(ctx, 'documents');
  const writeErrors = await runBatch(ctx, docs, (doc) => {
    if (!isPlainObject(doc)) throw new MongoError('TypeMismatch', 'document to insert must be an object');
    store.insert(store.ensureCollection(ctx.db, name), doc);
    n++;
  });
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
}

async function update(ctx: CommandContext): Promise<Doc> {
  const name = collName(ctx);
  const variables = letVariables(ctx.cmd);
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors = await runBatch(ctx, statements(ctx, 'updates'), (st, index) => {
    const r = updateStatement(ctx.server.store, ctx.db, name, {
      ...(st as unknown as UpdateStatement),
      variables,
    });
    n += r.n;
    nModified += r.nModified;
    if (r.upsertedId !== undefined) upserted.push({ index, _id: r.upsertedId });
  });
  const reply: Doc = { n, nModified };
  if (upserted.length) reply.upserted = upserted;
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return { ...reply, ok: 1 };
}

async function remove(ctx: CommandContext): Promise<Doc> {
  const name = collName(ctx);
  const variables = letVariables(ctx.cmd);
  let n = 0;
  const writeErrors = await runBatch(ctx, statements(ctx, 'deletes'), (st) => {
    const limit = Number(st.limit ?? 0);
    if (limit !== 0 && limit !== 1)
      throw new MongoError('FailedToParse', 'The limit field in delete objects must be 0 or 1');
    n += deleteStatement(ctx.server.store, ctx.db, name, st.q as Doc, limit === 1, undefined, {
      hint: st.hint,
      collation: st.collation as Doc,
      variables,
    }).length;
  });
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
}

export const writeCommands: Record<string, Handler> = { insert, update, delete: remove };
