// findAndModify: one document updated, upserted or removed, returned before or after.
import { MongoError, type Doc } from '../errors';
import { project } from '../query';
import { isPlainObject } from '../storage/values';
import { letVariables } from '../let-variables';
import { collName, type CommandContext, type Handler } from './context';
import { deleteStatement, updateStatement } from './write-ops';

async function findAndModify(ctx: CommandContext): Promise<Doc> {
  const { cmd, server } = ctx;
  const name = collName(ctx);
  const variables = letVariables(cmd);
  const query = (cmd.query as Doc) ?? {};
  const sort = isPlainObject(cmd.sort) ? cmd.sort : undefined;
  const fields = isPlainObject(cmd.fields) ? cmd.fields : undefined;
  const shape = (doc: Doc | undefined): Doc | null => (doc ? project([doc], fields)[0] : null);
  if (cmd.remove === true) {
    if (cmd.update !== undefined)
      throw new MongoError('FailedToParse', 'Cannot specify both an update and remove=true', {}, 9);
    if (cmd.upsert === true)
      throw new MongoError('FailedToParse', 'Cannot specify both upsert=true and remove=true', {}, 9);
    const [removed] = deleteStatement(server.store, ctx.db, name, query, true, sort, {
      hint: cmd.hint,
      collation: cmd.collation as Doc,
      variables,
    });
    await server.store.flush();
    return { lastErrorObject: { n: removed ? 1 : 0 }, value: shape(removed), ok: 1 };
  }
  if (cmd.update === undefined)
    throw new MongoError('FailedToParse', 'Either an update or remove=true must be specified', {}, 9);
  const r = updateStatement(server.store, ctx.db, name, {
    q: query,
    u: cmd.update as Doc,
    upsert: cmd.upsert === true,
    arrayFilters: cmd.arrayFilters as Doc[],
    sort,
    collation: cmd.collation as Doc,
    hint: cmd.hint,
    variables,
  });
  await server.store.flush();
  const lastErrorObject: Doc = { n: r.n, updatedExisting: r.n > 0 && r.upsertedId === undefined };
  if (r.upsertedId !== undefined) lastErrorObject.upserted = r.upsertedId;
  const value = cmd.new === true ? r.after : r.upsertedId !== undefined ? undefined : r.before;
  return { lastErrorObject, value: shape(value), ok: 1 };
}

export const findAndModifyCommands: Record<string, Handler> = { findandmodify: findAndModify };
