import type { Database } from '../core/db.ts';
import { matchesFilter } from './filters.ts';
import { isExpired, type Channel, type Connection, type Subscriber } from './connection.ts';
import { bindingMatches, type ChangeEvent } from './subscriptions.ts';
import type { PublishedTable, PublishedTables } from './tables.ts';
import { keyOf, primaryKeyOf, visibleDeletes, visibleRows, type Row } from './visibility.ts';

/** A row of local_realtime.changes. */
export interface CapturedChange {
  id: number;
  schema_name: string;
  table_name: string;
  op: ChangeEvent;
  new_row: Row | null;
  old_row: Row | null;
  changed_at: Date;
}

/** What one subscriber group needs to know about one table in a batch. */
interface Plan {
  subscriber: Subscriber;
  table: PublishedTable;
  keys: Map<string, Row>;
  deleted: Row[];
  visible: Map<string, Row>;
  visibleDeleted: Set<string>;
}

interface Target {
  connection: Connection;
  channel: Channel;
}

const SENDS_PER_TURN = 200;

const planKey = (subscriber: Subscriber, table: PublishedTable) => `${subscriber.key}\u0000${table.sql}`;

/**
 * Delivers a batch of captured changes. Visibility is decided per subscriber
 * group (same role and claims) and table with one query each, whatever the
 * number of changes or sockets, and the queries run one at a time, so
 * requests queued on the database meanwhile get their turn between them.
 */
export async function deliverBatch(
  db: Database,
  tables: PublishedTables,
  connections: Iterable<Connection>,
  batch: CapturedChange[],
  log: (line: string) => void,
): Promise<void> {
  const targets: Target[] = [];
  for (const connection of connections) {
    for (const channel of connection.channels.values()) if (channel.bindings.length > 0) targets.push({ connection, channel });
  }
  if (targets.length === 0) return;

  const plans = new Map<string, Plan>();
  for (const change of batch) {
    const table = tables.get(change.schema_name, change.table_name);
    const row = change.op === 'DELETE' ? change.old_row : change.new_row;
    if (!table || !row) continue;
    for (const { channel } of targets) {
      if (!channel.bindings.some((binding) => bindingMatches(binding, table.schema, table.name, change.op))) continue;
      const key = planKey(channel.subscriber, table);
      let plan = plans.get(key);
      if (!plan) {
        plan = { subscriber: channel.subscriber, table, keys: new Map(), deleted: [], visible: new Map(), visibleDeleted: new Set() };
        plans.set(key, plan);
      }
      if (change.op === 'DELETE') plan.deleted.push(row);
      else plan.keys.set(keyOf(table, row), primaryKeyOf(table, row));
    }
  }

  for (const plan of plans.values()) {
    try {
      if (plan.keys.size > 0) plan.visible = await visibleRows(db, plan.subscriber, plan.table, [...plan.keys.values()]);
      if (plan.deleted.length > 0) {
        const indexes = await visibleDeletes(db, plan.subscriber, plan.table, plan.deleted);
        plan.visibleDeleted = new Set(plan.deleted.filter((_, index) => indexes.has(index)).map((row) => keyOf(plan.table, row)));
      }
    } catch (error) {
      // A subscriber who may not read the table (a column privilege, a broken policy) gets nothing from it.
      log(`realtime: ${plan.table.schema}.${plan.table.name} as ${plan.subscriber.role}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  let sent = 0;
  for (const change of batch) {
    const table = tables.get(change.schema_name, change.table_name);
    if (!table) continue;
    // Encoding and sending is synchronous work: let HTTP handlers run every so often.
    if (sent >= SENDS_PER_TURN) {
      sent = 0;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    for (const { connection, channel } of targets) {
      if (connection.channels.get(channel.topic) !== channel) continue;
      const plan = plans.get(planKey(channel.subscriber, table));
      if (!plan) continue;
      if (isExpired(channel.subscriber)) {
        connection.expire(channel, 'Token has expired');
        continue;
      }
      const row = deliveredRow(change, plan);
      if (!row) continue;
      const ids = channel.bindings
        .filter((binding) => bindingMatches(binding, table.schema, table.name, change.op) && (!binding.filter || matchesFilter(binding.filter, row)))
        .map((binding) => binding.id);
      if (ids.length === 0) continue;
      connection.send({
        join_ref: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'postgres_changes',
        payload: { ids, data: changeData(change, table, row) },
      });
      sent += 1;
    }
  }
}

/** The row this subscriber may see for the change (what its filters test), or null. */
function deliveredRow(change: CapturedChange, plan: Plan): Row | null {
  if (change.op === 'DELETE') {
    return change.old_row && plan.visibleDeleted.has(keyOf(plan.table, change.old_row)) ? change.old_row : null;
  }
  return change.new_row ? (plan.visible.get(keyOf(plan.table, change.new_row)) ?? null) : null;
}

/**
 * The `data` of a postgres_changes event as hosted Realtime sends it for a
 * table with RLS: the new row as the subscriber sees it, and of the old row
 * only its primary key.
 */
function changeData(change: CapturedChange, table: PublishedTable, row: Row) {
  return {
    schema: table.schema,
    table: table.name,
    commit_timestamp: change.changed_at.toISOString(),
    type: change.op,
    columns: table.columns.map((column) => ({ name: column.name, type: column.type })),
    record: change.op === 'DELETE' ? null : row,
    old_record: change.op === 'INSERT' || !change.old_row ? null : primaryKeyOf(table, change.old_row),
    errors: null,
  };
}
