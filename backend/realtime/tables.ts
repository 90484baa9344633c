import { readFileSync } from 'node:fs';
import type { Database, Tx } from '../core/db.ts';
import { quoteIdent } from '../rest/sql.ts';

const CAPTURE_SQL = readFileSync(new URL('./capture.sql', import.meta.url), 'utf8');
export const PUBLICATION = 'supabase_realtime';
/**
 * Triggers of one event fire in name order; the leading underscore puts this
 * one before the tables' own (inquiries_log_insert writes the activity log),
 * so a lead's INSERT is captured before the log entry it causes, the order a
 * hosted project's WAL would show.
 */
const TRIGGER = '_local_realtime_capture';

export interface PublishedColumn {
  name: string;
  /** pg_type.typname, what realtime-js's converters read (int4, timestamptz, _text). */
  type: string;
  /** format_type(), for casts in SQL (uuid, bigint, character varying(255)). */
  sqlType: string;
}

export interface SelectPolicy {
  permissive: boolean;
  /** Role names the policy applies to; empty = every role (PUBLIC). */
  roles: string[];
  /** pg_get_expr of USING; null = true. */
  using: string | null;
}

export interface PublishedTable {
  schema: string;
  name: string;
  /** "schema"."name", quoted for SQL. */
  sql: string;
  columns: PublishedColumn[];
  primaryKey: PublishedColumn[];
  rowSecurity: boolean;
  policies: SelectPolicy[];
}

interface TableRow {
  schema: string;
  name: string;
  row_security: boolean;
  columns: PublishedColumn[];
  primary_key: string[] | null;
  policies: SelectPolicy[] | null;
}

export const tableKey = (schema: string, name: string) => `${schema}.${name}`;

async function readPublished(tx: Tx): Promise<PublishedTable[]> {
  const result = await tx.query<TableRow>(
    `select pt.schemaname::text as schema,
            pt.tablename::text as name,
            c.relrowsecurity as row_security,
            (select json_agg(json_build_object('name', a.attname, 'type', t.typname, 'sqlType', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
               from pg_attribute a join pg_type t on t.oid = a.atttypid
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
            (select array_agg(k.attname::text order by array_position(i.indkey::int2[], k.attnum))
               from pg_index i join pg_attribute k on k.attrelid = i.indrelid and k.attnum = any(i.indkey::int2[])
              where i.indrelid = c.oid and i.indisprimary) as primary_key,
            (select json_agg(json_build_object(
                      'permissive', p.polpermissive,
                      'roles', (select coalesce(array_agg(r.rolname::text), '{}') from pg_roles r where r.oid = any(p.polroles)),
                      'using', pg_get_expr(p.polqual, p.polrelid)))
               from pg_policy p
              where p.polrelid = c.oid and p.polcmd in ('r', '*')) as policies
       from pg_publication_tables pt
       join pg_namespace n on n.nspname = pt.schemaname
       join pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
      where pt.pubname = $1`,
    [PUBLICATION],
  );
  return result.rows.map((row) => {
    const byName = new Map(row.columns.map((column) => [column.name, column]));
    return {
      schema: row.schema,
      name: row.name,
      sql: `${quoteIdent(row.schema)}.${quoteIdent(row.name)}`,
      columns: row.columns,
      primaryKey: (row.primary_key ?? []).flatMap((name) => byName.get(name) ?? []),
      rowSecurity: row.row_security,
      policies: row.policies ?? [],
    };
  });
}

/**
 * The tables in the supabase_realtime publication, read from the catalog, and
 * the capture trigger on each of them (dropped again from tables that left
 * the publication). Tables without a primary key are not captured: a change
 * could not be re-read as its subscriber.
 */
export class PublishedTables {
  private tables = new Map<string, PublishedTable>();
  private loadedAt = 0;

  constructor(private readonly db: Database) {}

  async sync(): Promise<void> {
    await this.db.asOwner(async (tx) => {
      await tx.exec(CAPTURE_SQL);
      const published = (await readPublished(tx)).filter((table) => table.primaryKey.length > 0);
      const wanted = new Set(published.map((table) => table.sql));
      const existing = await tx.query<{ schema: string; name: string }>(
        `select n.nspname::text as schema, c.relname::text as name
           from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
          where t.tgname = $1`,
        [TRIGGER],
      );
      for (const { schema, name } of existing.rows) {
        const sql = `${quoteIdent(schema)}.${quoteIdent(name)}`;
        if (!wanted.has(sql)) await tx.exec(`drop trigger ${TRIGGER} on ${sql}`);
      }
      for (const table of published) {
        await tx.exec(`create or replace trigger ${TRIGGER} after insert or update or delete on ${table.sql} for each row execute function local_realtime.capture()`);
      }
      this.tables = new Map(published.map((table) => [tableKey(table.schema, table.name), table]));
    });
    this.loadedAt = Date.now();
  }

  get(schema: string, name: string): PublishedTable | undefined {
    return this.tables.get(tableKey(schema, name));
  }

  inSchema(schema: string): PublishedTable[] {
    return [...this.tables.values()].filter((table) => table.schema === schema);
  }

  /** Re-reads the publication when a join names a table it does not know (a publication changed at run time), at most once a second. */
  async refreshIfStale(): Promise<void> {
    if (Date.now() - this.loadedAt > 1000) await this.sync();
  }
}
