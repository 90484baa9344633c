import { isRecord } from '../http/responses.ts';
import { FilterError, parseFilter, type RowFilter } from './filters.ts';
import type { PublishedTables } from './tables.ts';

export const CHANGE_EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
export type ChangeEvent = (typeof CHANGE_EVENTS)[number];

/** One postgres_changes entry of a join, with the id the client matches events by. */
export interface Binding {
  id: number;
  event: ChangeEvent | '*';
  schema: string;
  /** null: every published table of the schema. */
  table: string | null;
  filter: RowFilter | null;
  /** What the client sent, echoed in the join reply (realtime-js compares it field by field). */
  echo: Record<string, unknown>;
}

export class SubscriptionError extends Error {}

const optionalText = (value: unknown, name: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new SubscriptionError(`${name} must be a string`);
  return value;
};

/**
 * The `config.postgres_changes` of a phx_join, checked against the
 * publication: the table must be published (else nothing would ever
 * arrive), a filter needs a table and must name one of its columns.
 */
export async function parseBindings(raw: unknown, tables: PublishedTables, nextId: () => number, max: number): Promise<Binding[]> {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new SubscriptionError('config.postgres_changes must be a list');
  if (raw.length > max) throw new SubscriptionError(`a channel takes at most ${max} postgres_changes subscriptions`);
  const bindings: Binding[] = [];
  for (const entry of raw) {
    if (!isRecord(entry)) throw new SubscriptionError('each postgres_changes entry must be an object');
    const event = optionalText(entry.event, 'event') ?? '*';
    const upper = event.toUpperCase();
    if (upper !== '*' && !(CHANGE_EVENTS as readonly string[]).includes(upper)) {
      throw new SubscriptionError(`event must be one of *, INSERT, UPDATE, DELETE, not "${event}"`);
    }
    const schema = optionalText(entry.schema, 'schema') ?? 'public';
    const tableName = optionalText(entry.table, 'table');
    const filterText = optionalText(entry.filter, 'filter');
    const table = tableName === undefined || tableName === '*' ? null : tableName;
    let filter: RowFilter | null = null;
    if (table !== null) {
      let published = tables.get(schema, table);
      if (!published) {
        await tables.refreshIfStale();
        published = tables.get(schema, table);
      }
      if (!published) {
        throw new SubscriptionError(
          `Unable to subscribe to changes with given parameters. ${schema}.${table} is not in the supabase_realtime publication (or has no primary key).`,
        );
      }
      if (filterText !== undefined) {
        try {
          filter = parseFilter(filterText);
        } catch (error) {
          throw new SubscriptionError(error instanceof FilterError ? `Invalid filter: ${error.message}` : 'Invalid filter');
        }
        if (!published.columns.some((column) => column.name === filter?.column)) {
          throw new SubscriptionError(`Invalid filter: ${schema}.${table} has no column "${filter.column}"`);
        }
      }
    } else if (filterText !== undefined) {
      throw new SubscriptionError('A filter needs a table');
    }
    bindings.push({
      id: nextId(),
      event: upper as Binding['event'],
      schema,
      table,
      filter,
      echo: { event: entry.event, schema: entry.schema, table: entry.table, filter: entry.filter },
    });
  }
  return bindings;
}

export const bindingMatches = (binding: Binding, schema: string, table: string, op: ChangeEvent): boolean =>
  binding.schema === schema && (binding.table === null || binding.table === table) && (binding.event === '*' || binding.event === op);
