import pg from 'pg';
import type { Engine, Tx } from './db.ts';

/**
 * The backend on a real Postgres (node-postgres), for the suite's PostgreSQL
 * step and for anyone who wants the local API over their own server.
 *
 * One connection carries every transaction, one after another, as PGlite's
 * single session does: the realtime outbox relies on ids following commit
 * order, and the two engines then differ only in the server underneath. A
 * second connection only listens for notifications.
 */

// Values come back as PGlite returns them, so nothing above the engine can tell the two apart.
const INT8 = 20;
const DATE = 1082;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) {
      return (value: string) => {
        const big = BigInt(value);
        return big < BigInt(Number.MIN_SAFE_INTEGER) || big > BigInt(Number.MAX_SAFE_INTEGER) ? big : Number(big);
      };
    }
    // pg reads a date as local midnight; PGlite as UTC midnight.
    if (oid === DATE) return (value: string) => new Date(value);
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as typeof pg.types.getTypeParser,
};

class Queue {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn, fn);
    this.tail = next.catch(() => {});
    return next;
  }
}

export async function openPostgresEngine(url: string): Promise<Engine> {
  const client = new pg.Client({ connectionString: url, types });
  // A server that goes away fails the next query; without a listener the error would end the process.
  client.on('error', () => {});
  await client.connect();
  await client.query(`set time zone 'UTC'`);
  const queue = new Queue();
  let listener: pg.Client | undefined;
  const channels = new Map<string, Set<(payload: string) => void>>();

  const tx: Tx = {
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await client.query(sql, params as unknown[] | undefined);
      return { rows: result.rows as T[] };
    },
    exec: (sql: string) => client.query(sql),
  };

  return {
    name: 'postgres',
    transaction: <T>(fn: (tx: Tx) => Promise<T>) =>
      queue.run(async () => {
        await client.query('begin');
        try {
          const result = await fn(tx);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        }
      }),
    listen: async (channel, onNotify) => {
      if (!listener) {
        listener = new pg.Client({ connectionString: url, types });
        listener.on('error', () => {});
        listener.on('notification', (message) => {
          for (const handler of channels.get(message.channel) ?? []) handler(message.payload ?? '');
        });
        await listener.connect();
      }
      const handlers = channels.get(channel) ?? new Set();
      if (handlers.size === 0) await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
      handlers.add(onNotify);
      channels.set(channel, handlers);
      return async () => {
        handlers.delete(onNotify);
        if (handlers.size === 0 && listener) await listener.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    close: async () => {
      await queue.run(async () => {});
      await Promise.all([client.end().catch(() => {}), listener?.end().catch(() => {})]);
    },
  };
}
