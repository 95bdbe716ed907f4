// Command dispatch: names are matched case-insensitively; generic fields (lsid, $clusterTime…) are ignored.
import { fromQueryEngine, MongoError, type Doc } from '../errors';
import { checkRequestKeys } from '../field-names';
import { checkKnownFields } from './known-fields';
import { adminCommands } from './admin';
import { aggregateCommands } from './aggregate';
import type { CommandContext, Handler, ServerState } from './context';
import { collectionAdminCommands } from './collection-admin';
import { ddlCommands } from './ddl';
import { explainCommands } from './explain';
import { findAndModifyCommands } from './find-and-modify';
import { indexCommands } from './indexes';
import { readCommands } from './read';
import { writeCommands } from './write';

const HANDLERS: Record<string, Handler> = {
  ...adminCommands,
  ...readCommands,
  ...aggregateCommands,
  ...writeCommands,
  ...findAndModifyCommands,
  ...ddlCommands,
  ...indexCommands,
  ...explainCommands,
  ...collectionAdminCommands,
};

export type { ServerState } from './context';

/** Runs one command document and always returns a reply document (errors become ok: 0). */
export async function runCommand(
  server: ServerState,
  cmd: Doc,
  connectionId: number,
  remote: string,
): Promise<Doc> {
  try {
    const name = Object.keys(cmd)[0];
    if (!name) throw new MongoError('CommandNotFound', "no such command: ''");
    const handler = Object.hasOwn(HANDLERS, name.toLowerCase()) ? HANDLERS[name.toLowerCase()] : undefined;
    if (!handler) throw new MongoError('CommandNotFound', `no such command: '${name}'`);
    const db = typeof cmd.$db === 'string' ? cmd.$db : 'admin';
    // A standalone mongod refuses transactions; so do we (see README).
    if (cmd.txnNumber !== undefined || cmd.startTransaction !== undefined || cmd.autocommit !== undefined) {
      throw new MongoError(
        'IllegalOperation',
        'Transaction numbers are only allowed on a replica set member or mongos',
      );
    }
    if (name.toLowerCase() === 'committransaction' || name.toLowerCase() === 'aborttransaction') {
      throw new MongoError(
        'IllegalOperation',
        'Transaction numbers are only allowed on a replica set member or mongos',
      );
    }
    // Field names that would reach JavaScript internals are refused before any handler sees the request.
    checkRequestKeys(cmd);
    checkKnownFields(name, cmd);
    const ctx: CommandContext = { db, cmd, name, server, connectionId, remote };
    return await handler(ctx);
  } catch (err) {
    return { ok: 0, ...fromQueryEngine(err).toDoc() };
  }
}
