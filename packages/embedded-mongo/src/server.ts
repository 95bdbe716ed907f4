// TCP front end: frames messages, dispatches commands, replies (OP_REPLY to OP_QUERY, OP_MSG otherwise).
import net from 'node:net';
import type { Doc } from './errors';
import { runCommand, type ServerState } from './commands';
import { FrameReader, OP_MSG, OP_QUERY, type Frame } from './wire/framing';
import { encodeOpMsg, MORE_TO_COME, parseOpMsg } from './wire/op-msg';
import { encodeOpReply, parseOpQuery } from './wire/op-query';

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

const MAX_COMMAND_BYTES = 16 * 1024 * 1024 + 16 * 1024;

let nextRequestId = 1;
let nextConnectionId = 1;

/** Encodes a reply; a reply that cannot be encoded becomes an error reply instead of a dropped connection. */
function encodeSafely(encode: (doc: Doc) => Buffer, reply: Doc): Buffer {
  try {
    return encode(reply);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return encode({
      ok: 0,
      errmsg: `The reply could not be encoded as BSON: ${message}`,
      code: 1,
      codeName: 'InternalError',
    });
  }
}

/** Handles one message; returns the reply bytes or undefined when no reply is due. */
async function handleFrame(
  state: ServerState,
  frame: Frame,
  connectionId: number,
  remote: string,
): Promise<Buffer | undefined> {
  if (frame.opCode === OP_MSG) {
    const { flags, doc, bodySize } = parseOpMsg(frame.body);
    // A command body may exceed maxBsonObjectSize only by MongoDB's 16 KB allowance for command fields.
    const reply =
      bodySize > MAX_COMMAND_BYTES
        ? {
            ok: 0,
            errmsg: `command document too large: ${bodySize} bytes, max ${MAX_COMMAND_BYTES}`,
            code: 10334,
            codeName: 'BSONObjectTooLarge',
          }
        : await runCommand(state, doc, connectionId, remote);
    if (flags & MORE_TO_COME) return undefined;
    const requestId = nextRequestId++;
    return encodeSafely((d) => encodeOpMsg(requestId, frame.requestId, d), reply);
  }
  if (frame.opCode === OP_QUERY) {
    const { collection, query } = parseOpQuery(frame.body);
    // Like mongod 6+, OP_QUERY only carries commands (in practice the driver's first handshake).
    const reply: Doc = collection.endsWith('.$cmd')
      ? await runCommand(state, { ...query, $db: collection.slice(0, -5) }, connectionId, remote)
      : { $err: 'OP_QUERY is no longer supported for queries', ok: 0, code: 5739101 };
    const requestId = nextRequestId++;
    return encodeSafely((d) => encodeOpReply(requestId, frame.requestId, [d]), reply);
  }
  // Unknown or unsupported opcodes (including OP_COMPRESSED, never advertised): drop the connection.
  throw new Error(`unsupported opCode ${frame.opCode}`);
}

/** Creates the TCP server; malformed input closes only the offending connection. */
export function createWireServer(state: ServerState, logger?: Logger): net.Server {
  return net.createServer((socket) => {
    const connectionId = nextConnectionId++;
    // A Unix domain socket's peer has no address.
    const remote = socket.remoteAddress ? `${socket.remoteAddress}:${socket.remotePort}` : 'unix-socket';
    const reader = new FrameReader();
    let chain = Promise.resolve();
    state.connections++;
    socket.setNoDelay(true);
    const abort = (err: unknown): void => {
      logger?.warn(`connection ${connectionId} closed: ${err instanceof Error ? err.message : String(err)}`);
      socket.destroy();
    };
    socket.on('data', (chunk) => {
      let frames: Frame[];
      try {
        frames = reader.push(chunk);
      } catch (err) {
        abort(err);
        return;
      }
      for (const frame of frames) {
        chain = chain
          .then(async () => {
            if (socket.destroyed) return;
            const out = await handleFrame(state, frame, connectionId, remote);
            if (out && !socket.destroyed) socket.write(out);
          })
          .catch(abort);
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      state.connections--;
    });
  });
}
