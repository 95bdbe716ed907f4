// Handshake and administrative commands.
import { Long } from 'bson';
import type { Doc } from '../errors';
import type { CommandContext, Handler } from './context';

export const MAX_WIRE_VERSION = 21;
export const VERSION = '7.0.0';

function hello(ctx: CommandContext): Doc {
  return {
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    maxBsonObjectSize: 16777216,
    maxMessageSizeBytes: 48000000,
    maxWriteBatchSize: 100000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

function buildInfo(): Doc {
  return {
    version: VERSION,
    gitVersion: 'embedded',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: 16777216,
    storageEngines: ['embedded'],
    javascriptEngine: 'none',
    modules: [],
    ok: 1,
  };
}

const MIB = 1024 * 1024;

/** serverStatus `mem` as MongoDB reports it (MiB), and this process's V8 figures under `extra_info`. */
function memoryStatus(): Doc {
  const m = process.memoryUsage();
  return {
    mem: { bits: 64, resident: Math.round(m.rss / MIB), virtual: 0, supported: false },
    extra_info: {
      note: 'fields vary by platform',
      v8_heap_used_bytes: Long.fromNumber(m.heapUsed),
      v8_heap_total_bytes: Long.fromNumber(m.heapTotal),
      array_buffers_bytes: Long.fromNumber(m.arrayBuffers),
    },
  };
}

function serverStatus(ctx: CommandContext): Doc {
  const uptime = (Date.now() - ctx.server.startedAt.getTime()) / 1000;
  return {
    host: `${ctx.server.host}:${ctx.server.port}`,
    version: VERSION,
    process: 'embedded-mongo',
    pid: Long.fromNumber(process.pid),
    uptime: Math.floor(uptime),
    uptimeMillis: Long.fromNumber(Math.floor(uptime * 1000)),
    localTime: new Date(),
    connections: { current: ctx.server.connections, available: 1000 },
    metrics: { cursor: { open: { total: ctx.server.cursors.size } } },
    ...memoryStatus(),
    ok: 1,
  };
}

function listDatabases(ctx: CommandContext): Doc {
  const databases = Array.from(ctx.server.store.dbs.keys())
    .sort()
    .map((name) => ({ name, sizeOnDisk: 0, empty: false }));
  if (ctx.cmd.nameOnly) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  return { databases, totalSize: 0, totalSizeMb: 0, ok: 1 };
}

export const adminCommands: Record<string, Handler> = {
  hello,
  ismaster: hello,
  ping: () => ({ ok: 1 }),
  buildinfo: buildInfo,
  serverstatus: serverStatus,
  listdatabases: listDatabases,
  whatsmyuri: (ctx) => ({ you: ctx.remote, ok: 1 }),
  getlog: (ctx) =>
    ctx.cmd.getLog === '*'
      ? { names: ['global', 'startupWarnings'], ok: 1 }
      : { totalLinesWritten: 0, log: [], ok: 1 },
  connectionstatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  endsessions: () => ({ ok: 1 }),
  killallsessions: () => ({ ok: 1 }),
  refreshsessions: () => ({ ok: 1 }),
  getparameter: () => ({ featureCompatibilityVersion: { version: '7.0' }, ok: 1 }),
  getcmdlineopts: () => ({ argv: ['embedded-mongo'], parsed: {}, ok: 1 }),
  hostinfo: () => ({ system: { currentTime: new Date(), hostname: 'localhost' }, os: {}, extra: {}, ok: 1 }),
  getfreemonitoringstatus: () => ({ state: 'disabled', ok: 1 }),
  logout: () => ({ ok: 1 }),
};
