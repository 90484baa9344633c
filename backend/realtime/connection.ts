import type { WebSocket } from 'ws';
import type { RequestIdentity } from '../core/db.ts';
import type { Limits } from '../core/limits.ts';
import { nowSeconds } from '../core/jwt.ts';
import { identityOfToken, type KeySet } from '../http/identity.ts';
import { ProtocolError, decodeFrame, encodeFrame, reply, type PhoenixMessage, type Vsn } from './protocol.ts';
import { SubscriptionError, parseBindings, type Binding } from './subscriptions.ts';
import type { PublishedTables } from './tables.ts';

/** Who a channel delivers to: the claims of its latest token. */
export interface Subscriber extends RequestIdentity {
  /** Groups subscribers that see exactly the same rows (one query per group and table). */
  key: string;
  /** The token's exp (seconds), if any. */
  exp: number | null;
}

export interface Channel {
  topic: string;
  joinRef: string | null;
  subscriber: Subscriber;
  bindings: Binding[];
}

export interface ConnectionContext {
  keys: KeySet;
  limits: Limits;
  tables: PublishedTables;
  nextBindingId: () => number;
  log: (line: string) => void;
}

const TOPIC_PREFIX = 'realtime:';
/** Messages from one socket waiting to be handled; a client that floods past this is cut off. */
const MAX_QUEUED_MESSAGES = 100;
const POLICY_VIOLATION = 1008;

type TokenCheck = { ok: true; subscriber: Subscriber } | { ok: false; message: string };

async function subscriberOf(token: string, keys: KeySet): Promise<TokenCheck> {
  const result = await identityOfToken(token, keys);
  if (!result.ok) {
    return { ok: false, message: result.reason === 'expired' ? 'Token has expired' : `Invalid token: ${result.message}` };
  }
  const { role, claims } = result.identity;
  return { ok: true, subscriber: { role, claims, key: `${role}\u0000${JSON.stringify(claims)}`, exp: typeof claims.exp === 'number' ? claims.exp : null } };
}

export const isExpired = (subscriber: Subscriber) => subscriber.exp !== null && subscriber.exp <= nowSeconds();

/**
 * One realtime-js socket: its channels, and the Phoenix pushes it sends
 * (phx_join, access_token, phx_leave, heartbeat), handled one after another
 * in the order they came.
 */
export class Connection {
  readonly channels = new Map<string, Channel>();
  lastSeen = Date.now();
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    /** The apikey the socket connected with: the token of a join that carries none. */
    private readonly apiKey: string,
    private readonly ctx: ConnectionContext,
  ) {}

  receive(data: string | Uint8Array): void {
    this.lastSeen = Date.now();
    let message: PhoenixMessage;
    try {
      message = decodeFrame(data, this.vsn);
    } catch (error) {
      if (error instanceof ProtocolError) this.ws.close(POLICY_VIOLATION, error.message.slice(0, 120));
      return;
    }
    if (this.queued >= MAX_QUEUED_MESSAGES) {
      this.ws.close(POLICY_VIOLATION, 'Too many messages');
      return;
    }
    this.queued += 1;
    this.queue = this.queue
      .then(() => this.handle(message))
      .catch((error: unknown) => this.ctx.log(`realtime: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.queued -= 1;
      });
  }

  /**
   * Sends a frame unless the client has stopped reading: past the send buffer
   * limit the socket is dropped (the client reconnects and catches up)
   * rather than buffered without end.
   */
  send(message: PhoenixMessage): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.ctx.limits.realtimeSendBufferBytes) {
      this.ctx.log('realtime: dropped a client that stopped reading');
      this.ws.terminate();
      return;
    }
    this.ws.send(encodeFrame(message, this.vsn));
  }

  /** Ends a channel from the server side: phx_error makes realtime-js rejoin (and the page catch up). */
  fail(channel: Channel): void {
    this.channels.delete(channel.topic);
    this.send({ join_ref: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_error', payload: {} });
  }

  /** A channel whose token is no longer good: a system error, then phx_close (realtime-js stops it). */
  expire(channel: Channel, message: string): void {
    this.channels.delete(channel.topic);
    const subTopic = channel.topic.slice(TOPIC_PREFIX.length);
    this.send({ join_ref: channel.joinRef, ref: null, topic: channel.topic, event: 'system', payload: { extension: 'system', status: 'error', message, channel: subTopic } });
    this.send({ join_ref: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} });
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  terminate(): void {
    this.ws.terminate();
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') {
        this.send(reply(message, 'ok'));
        for (const channel of [...this.channels.values()]) if (isExpired(channel.subscriber)) this.expire(channel, 'Token has expired');
      }
      return;
    }
    switch (message.event) {
      case 'phx_join':
        return this.join(message);
      case 'access_token':
        return this.updateToken(message);
      case 'phx_leave':
        this.channels.delete(message.topic);
        this.send(reply(message, 'ok'));
        return;
      default: {
        const joined = this.channels.has(message.topic);
        this.send(reply(message, 'error', { reason: joined ? `The local backend serves postgres_changes only, not "${message.event}"` : 'unmatched topic' }));
      }
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const refuse = (reason: string) => this.send(reply(message, 'error', { reason }));
    if (!message.topic.startsWith(TOPIC_PREFIX)) return refuse('unmatched topic');
    const previous = this.channels.get(message.topic);
    if (!previous && this.channels.size >= this.ctx.limits.realtimeChannelsPerSocket) {
      return refuse(`Too many channels: a socket may join at most ${this.ctx.limits.realtimeChannelsPerSocket}`);
    }
    const config = (message.payload.config ?? {}) as Record<string, unknown>;
    if (config.private === true) return refuse('Private channels (Realtime Authorization) are not served by the local backend');
    const token = typeof message.payload.access_token === 'string' ? message.payload.access_token : this.apiKey;
    const checked = await subscriberOf(token, this.ctx.keys);
    if (!checked.ok) return refuse(checked.message);
    let bindings: Binding[];
    try {
      bindings = await parseBindings(config.postgres_changes, this.ctx.tables, this.ctx.nextBindingId, this.ctx.limits.realtimeBindingsPerChannel);
    } catch (error) {
      if (error instanceof SubscriptionError) return refuse(error.message);
      throw error;
    }
    // A second join of a topic replaces the first, as Phoenix does: the old one is closed.
    if (previous) this.send({ join_ref: previous.joinRef, ref: previous.joinRef, topic: previous.topic, event: 'phx_close', payload: {} });
    const channel: Channel = { topic: message.topic, joinRef: message.join_ref ?? message.ref, subscriber: checked.subscriber, bindings };
    this.channels.set(message.topic, channel);
    this.send(reply(message, 'ok', { postgres_changes: bindings.map((binding) => ({ id: binding.id, ...binding.echo })) }));
    if (bindings.length > 0) {
      this.send({
        join_ref: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'system',
        payload: { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: message.topic.slice(TOPIC_PREFIX.length) },
      });
    }
  }

  /** A refreshed (or signed-out) token: the channel delivers by the new claims from now on. */
  private async updateToken(message: PhoenixMessage): Promise<void> {
    const channel = this.channels.get(message.topic);
    const token = message.payload.access_token;
    if (!channel) return this.send(reply(message, 'error', { reason: 'unmatched topic' }));
    if (typeof token !== 'string') return this.send(reply(message, 'error', { reason: 'access_token must be a string' }));
    const checked = await subscriberOf(token, this.ctx.keys);
    if (!checked.ok) return this.expire(channel, checked.message);
    channel.subscriber = checked.subscriber;
    this.send(reply(message, 'ok'));
  }
}
