import type { Database, RequestIdentity } from '../core/db.ts';
import { quoteIdent } from '../rest/sql.ts';
import type { PublishedTable } from './tables.ts';

export type Row = Record<string, unknown>;

/** A row's primary key as a string, to match a captured change with what a subscriber may see. */
export const keyOf = (table: PublishedTable, row: Row): string => JSON.stringify(table.primaryKey.map((column) => row[column.name] ?? null));

export const primaryKeyOf = (table: PublishedTable, row: Row): Row =>
  Object.fromEntries(table.primaryKey.map((column) => [column.name, row[column.name] ?? null]));

/**
 * The rows with these keys as the subscriber sees them: the same select
 * PostgREST would run (their role, their claims, RLS and column privileges
 * in force). A row the subscriber may not see is simply absent.
 */
export async function visibleRows(db: Database, identity: RequestIdentity, table: PublishedTable, keys: Row[]): Promise<Map<string, Row>> {
  const columns = table.primaryKey;
  const recordset = columns.map((column) => `${quoteIdent(column.name)} ${column.sqlType}`).join(', ');
  const join = columns.map((column) => `t.${quoteIdent(column.name)} = k.${quoteIdent(column.name)}`).join(' and ');
  const result = await db.asRole(
    identity,
    (tx) => tx.query<{ record: Row }>(`select to_jsonb(t) as record from ${table.sql} t join jsonb_to_recordset($1::jsonb) as k(${recordset}) on ${join}`, [JSON.stringify(keys)]),
    { readOnly: true },
  );
  return new Map(result.rows.map(({ record }) => [keyOf(table, record), record]));
}

/** The table's select policies for this role, as one SQL predicate over a row named like the table. */
export function selectPredicate(table: PublishedTable, role: string): string {
  if (!table.rowSecurity) return 'true';
  const applies = table.policies.filter((policy) => policy.roles.length === 0 || policy.roles.includes(role) || policy.roles.includes('public'));
  const permissive = applies.filter((policy) => policy.permissive).map((policy) => `(${policy.using ?? 'true'})`);
  const restrictive = applies.filter((policy) => !policy.permissive).map((policy) => `(${policy.using ?? 'true'})`);
  // No permissive policy for the role: RLS denies every row.
  const allowed = permissive.length > 0 ? permissive.join(' or ') : 'false';
  return [`(${allowed})`, ...restrictive].join(' and ');
}

/**
 * Which deleted rows the subscriber could have selected. The row is gone, so
 * it cannot be re-read: its old values (captured by the trigger) are put back
 * into the table's row type under the table's own name and the table's
 * select policies are evaluated on them, as the subscriber (roles that bypass
 * RLS see everything they have the privilege to read). Returns the indexes
 * into `rows`.
 */
export async function visibleDeletes(db: Database, identity: RequestIdentity, table: PublishedTable, rows: Row[]): Promise<Set<number>> {
  const predicate = selectPredicate(table, identity.role);
  const result = await db.asRole(
    identity,
    (tx) =>
      tx.query<{ index: number }>(
        `select (k.ord - 1)::int as index
           from jsonb_array_elements($1::jsonb) with ordinality as k(r, ord)
           cross join lateral jsonb_populate_record(null::${table.sql}, k.r) as ${quoteIdent(table.name)}
          where has_table_privilege($2, 'select')
            and ((select rolbypassrls from pg_roles where rolname = current_user) or (${predicate}))`,
        [JSON.stringify(rows), table.sql],
      ),
    { readOnly: true },
  );
  return new Set(result.rows.map((row) => row.index));
}
