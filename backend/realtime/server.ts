import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Database } from '../core/db.ts';
import type { Limits } from '../core/limits.ts';
import { checkApiKey, type KeySet } from '../http/identity.ts';
import { refuseUpgrade } from '../http/node-adapter.ts';
import { json } from '../http/responses.ts';
import { Connection, type ConnectionContext } from './connection.ts';
import { deliverBatch, type CapturedChange } from './delivery.ts';
import { VSNS, type Vsn } from './protocol.ts';
import { PublishedTables } from './tables.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';
/** Changes read and delivered per round; between rounds the database serves whatever else is queued. */
const BATCH_SIZE = 500;
const GOING_AWAY = 1001;

export interface RealtimeOptions {
  db: Database;
  keys: KeySet;
  limits: Limits;
  log: (line: string) => void;
}

/**
 * The embedded backend's `realtime/v1/websocket`: the Phoenix protocol
 * subset realtime-js speaks for postgres_changes (docs/local-backend.md,
 * "Realtime"). Changes come from the capture trigger's outbox; NOTIFY only
 * wakes the delivery loop, which reads the outbox in order. PGlite runs one
 * transaction at a time, so outbox ids are assigned in commit order and the
 * cursor can never skip a change that commits late.
 */
export class RealtimeServer {
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<Connection>();
  private readonly tables: PublishedTables;
  private readonly context: ConnectionContext;
  private cursor = 0;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private closed = false;
  private sweeper: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private bindingIds = 0;

  private constructor(private readonly options: RealtimeOptions) {
    this.wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: options.limits.realtimeMessageBytes });
    this.tables = new PublishedTables(options.db);
    this.context = {
      keys: options.keys,
      limits: options.limits,
      tables: this.tables,
      nextBindingId: () => (this.bindingIds += 1),
      log: options.log,
    };
  }

  static async start(options: RealtimeOptions): Promise<RealtimeServer> {
    const server = new RealtimeServer(options);
    await server.tables.sync();
    // Nobody is subscribed yet: whatever a previous run left undelivered is gone with its sockets.
    await options.db.asOwner((tx) => tx.exec('truncate local_realtime.changes'));
    server.unlisten = await options.db.listen('local_realtime', () => server.wake());
    const idleMs = options.limits.realtimeIdleSeconds * 1000;
    server.sweeper = setInterval(() => server.dropIdle(idleMs), Math.max(1000, idleMs / 4));
    server.sweeper.unref();
    return server;
  }

  get socketCount(): number {
    return this.connections.size;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) {
      void refuseUpgrade(socket, json({ message: 'Not found', hint: `Realtime listens on ${REALTIME_PATH}` }, 404));
      return;
    }
    const headerKey = req.headers.apikey;
    const request = new Request(url, { headers: typeof headerKey === 'string' ? { apikey: headerKey } : {} });
    const keyProblem = checkApiKey(request, this.options.keys);
    if (keyProblem) {
      void refuseUpgrade(socket, keyProblem);
      return;
    }
    const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn;
    if (!VSNS.includes(vsn)) {
      void refuseUpgrade(socket, json({ message: `Unsupported serializer version ${vsn}` }, 400));
      return;
    }
    if (this.closed || this.connections.size >= this.options.limits.realtimeSockets) {
      void refuseUpgrade(socket, json({ message: 'Too many realtime connections' }, 429));
      return;
    }
    const apiKey = url.searchParams.get('apikey') ?? String(headerKey);
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new Connection(ws, vsn, apiKey, this.context);
      this.connections.add(connection);
      ws.on('message', (data, isBinary) => {
        const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
        connection.receive(isBinary ? new Uint8Array(bytes) : bytes.toString('utf8'));
      });
      ws.on('close', () => this.connections.delete(connection));
      ws.on('error', () => ws.terminate());
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const connection of this.connections) connection.close(GOING_AWAY, 'The local backend is stopping');
    this.wss.close();
    await this.running;
    await this.unlisten?.().catch(() => {});
  }

  private dropIdle(idleMs: number): void {
    const cutoff = Date.now() - idleMs;
    for (const connection of this.connections) if (connection.lastSeen < cutoff) connection.terminate();
  }

  private wake(): void {
    if (this.closed) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    this.running = (async () => {
      do {
        this.wakeAgain = false;
        await this.drain();
      } while (this.wakeAgain && !this.closed);
    })()
      .catch((error: unknown) => this.options.log(`realtime: delivery failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = undefined;
      });
  }

  private get hasSubscribers(): boolean {
    for (const connection of this.connections) for (const channel of connection.channels.values()) if (channel.bindings.length > 0) return true;
    return false;
  }

  private async drain(): Promise<void> {
    while (!this.closed) {
      if (!this.hasSubscribers) {
        await this.discardAll();
        return;
      }
      const batch = await this.nextBatch();
      if (batch.length === 0) return;
      await deliverBatch(this.options.db, this.tables, this.connections, batch, this.options.log);
      this.cursor = batch[batch.length - 1]?.id ?? this.cursor;
      // Let queued HTTP handlers reach the database before the next round.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** Nobody listens: what was captured goes unread (a seed of 10,000 leads costs one delete per wake-up). */
  private async discardAll(): Promise<void> {
    const last = await this.options.db.asOwner(async (tx) => {
      const head = await tx.query<{ last: number | null }>('select max(id)::float8 as last from local_realtime.changes');
      const max = head.rows[0]?.last ?? null;
      if (max !== null) await tx.query('delete from local_realtime.changes where id <= $1', [max]);
      return max;
    });
    if (last !== null) this.cursor = last;
  }

  /** The next changes after the cursor; the delivered ones are removed. A backlog past the limit is dropped and every channel told to rejoin. */
  private async nextBatch(): Promise<CapturedChange[]> {
    const { rows, overflow } = await this.options.db.asOwner(async (tx) => {
      await tx.query('delete from local_realtime.changes where id <= $1', [this.cursor]);
      const head = await tx.query<{ last: number | null }>('select max(id)::float8 as last from local_realtime.changes');
      const last = head.rows[0]?.last ?? null;
      if (last !== null && last - this.cursor > this.options.limits.realtimePendingChanges) {
        await tx.query('delete from local_realtime.changes where id <= $1', [last]);
        return { rows: [] as CapturedChange[], overflow: last };
      }
      const next = await tx.query<CapturedChange>(
        `select id::float8 as id, schema_name, table_name, op, new_row, old_row, changed_at
           from local_realtime.changes where id > $1 order by id limit $2`,
        [this.cursor, BATCH_SIZE],
      );
      return { rows: next.rows, overflow: null };
    });
    if (overflow !== null) {
      this.options.log(`realtime: over ${this.options.limits.realtimePendingChanges} changes waiting; channels rejoin and catch up instead`);
      this.cursor = overflow;
      for (const connection of this.connections) for (const channel of [...connection.channels.values()]) connection.fail(channel);
      return this.nextBatch();
    }
    return rows;
  }
}
