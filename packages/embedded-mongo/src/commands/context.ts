// What every command handler receives.
import type { CursorRegistry } from '../cursors';
import { MongoError, type Doc } from '../errors';
import type { Collection } from '../storage/collection';
import type { Store } from '../storage/store';

export interface ServerState {
  store: Store;
  cursors: CursorRegistry;
  startedAt: Date;
  host: string;
  port: number;
  connections: number;
}

export interface CommandContext {
  db: string;
  cmd: Doc;
  /** The command's first key as sent (e.g. "find"). */
  name: string;
  server: ServerState;
  connectionId: number;
  remote: string;
}

export type Handler = (ctx: CommandContext) => Doc | Promise<Doc>;

/** The collection name given as the command's value, validated as a string. */
export function collName(ctx: CommandContext): string {
  const v = ctx.cmd[ctx.name];
  if (typeof v !== 'string' || !v) {
    throw new MongoError(
      'InvalidNamespace',
      `collection name has invalid type ${Array.isArray(v) ? 'array' : typeof v}`,
    );
  }
  return v;
}

/** The existing collection named by the command, if any. */
export function existing(ctx: CommandContext): Collection | undefined {
  return ctx.server.store.collection(ctx.db, collName(ctx));
}

/** An optional non-negative integer option. */
export function intOpt(ctx: CommandContext, key: string): number | undefined {
  const v = ctx.cmd[key];
  if (v === undefined || v === null) return undefined;
  const n = typeof v === 'number' ? v : Number((v as { toString(): string }).toString());
  if (!Number.isFinite(n)) throw new MongoError('TypeMismatch', `Field '${key}' must be numeric.`);
  return n;
}
