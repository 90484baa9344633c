/**
 * The Phoenix channel frames realtime-js exchanges with Supabase Realtime.
 * vsn 2.0.0 (realtime-js's default) sends JSON arrays
 * `[join_ref, ref, topic, event, payload]`, and binary frames only for
 * broadcast pushes; vsn 1.0.0 sends JSON objects. The server answers in the
 * socket's own vsn.
 */
import { isRecord } from '../http/responses.ts';

export type Vsn = '1.0.0' | '2.0.0';

export const VSNS: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface PhoenixMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export class ProtocolError extends Error {}

const refOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new ProtocolError('refs must be strings');
};

function checked(join_ref: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): PhoenixMessage {
  if (typeof topic !== 'string' || topic.length === 0) throw new ProtocolError('a message needs a topic');
  if (typeof event !== 'string' || event.length === 0) throw new ProtocolError('a message needs an event');
  if (payload !== undefined && payload !== null && !isRecord(payload)) throw new ProtocolError('a payload must be an object');
  return { join_ref: refOf(join_ref), ref: refOf(ref), topic, event, payload: isRecord(payload) ? payload : {} };
}

/** Kind 3 of realtime-js's serializer: a user broadcast push (header lengths, then the strings). */
const USER_BROADCAST_PUSH = 3;

function decodeBinary(bytes: Uint8Array): PhoenixMessage {
  if (bytes[0] !== USER_BROADCAST_PUSH || bytes.length < 7) throw new ProtocolError('unknown binary frame');
  const [joinRefLength = 0, refLength = 0, topicLength = 0] = bytes.subarray(1, 4);
  const decoder = new TextDecoder();
  let offset = 7;
  const take = (length: number) => {
    const text = decoder.decode(bytes.subarray(offset, offset + length));
    offset += length;
    return text;
  };
  const joinRef = take(joinRefLength);
  const ref = take(refLength);
  const topic = take(topicLength);
  if (offset > bytes.length) throw new ProtocolError('truncated binary frame');
  return checked(joinRef || null, ref || null, topic, 'broadcast', {});
}

/** One frame from a client; ProtocolError when it is not a message of the socket's vsn. */
export function decodeFrame(data: string | Uint8Array, vsn: Vsn): PhoenixMessage {
  if (typeof data !== 'string') {
    if (vsn !== '2.0.0') throw new ProtocolError('binary frames need vsn 2.0.0');
    return decodeBinary(data);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new ProtocolError('a frame must be JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) throw new ProtocolError('vsn 2.0.0 frames are [join_ref, ref, topic, event, payload]');
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    return checked(joinRef, ref, topic, event, payload);
  }
  if (!isRecord(parsed)) throw new ProtocolError('vsn 1.0.0 frames are objects');
  return checked(parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload);
}

export function encodeFrame(message: PhoenixMessage, vsn: Vsn): string {
  if (vsn === '2.0.0') return JSON.stringify([message.join_ref, message.ref, message.topic, message.event, message.payload]);
  return JSON.stringify(message);
}

/** The answer to a push: `phx_reply` with the push's ref, `{ status, response }`. */
export const reply = (to: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown> = {}): PhoenixMessage => ({
  join_ref: to.join_ref,
  ref: to.ref,
  topic: to.topic,
  event: 'phx_reply',
  payload: { status, response },
});
