import type { Database, Tx } from '../core/db.ts';

export interface Column {
  name: string;
  /** format_type() of the column, e.g. "text", "timestamp with time zone". */
  type: string;
}

export interface Relation {
  name: string;
  /** r = table, v = view, m = materialized view, p = partitioned table, f = foreign table. */
  kind: string;
  columns: Column[];
  primaryKey: string[];
}

export interface RoutineArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Routine {
  name: string;
  args: RoutineArg[];
  returnType: string;
  returnsSet: boolean;
  /** Columns when the function returns rows (a table type, OUT parameters or RETURNS TABLE). */
  resultColumns: Column[] | null;
  returnsVoid: boolean;
}

interface RelationRow {
  name: string;
  kind: string;
  columns: Column[];
  primary_key: string[] | null;
}

interface RoutineRow {
  name: string;
  returns_set: boolean;
  return_type: string;
  table_columns: Column[] | null;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[] | null;
  input_count: number;
  default_count: number;
}

/**
 * PostgREST's schema cache, for the public schema only: which tables, views
 * and functions exist and what their columns and arguments are. Every
 * identifier in a request is checked against it before it reaches SQL.
 */
export class Catalog {
  private relations = new Map<string, Relation>();
  private routines = new Map<string, Routine[]>();
  private loadedAt = 0;

  constructor(private readonly db: Database) {}

  async load(): Promise<void> {
    await this.db.asOwner(async (tx) => {
      this.relations = await loadRelations(tx);
      this.routines = await loadRoutines(tx);
    });
    this.loadedAt = Date.now();
  }

  /** Reloads when a name is missing (a migration may have added it), at most once a second. */
  async relation(name: string): Promise<Relation | undefined> {
    if (!this.relations.has(name)) await this.reloadIfStale();
    return this.relations.get(name);
  }

  async routine(name: string): Promise<Routine[] | undefined> {
    if (!this.routines.has(name)) await this.reloadIfStale();
    return this.routines.get(name);
  }

  private async reloadIfStale() {
    if (Date.now() - this.loadedAt > 1000) await this.load();
  }
}

async function loadRelations(tx: Tx): Promise<Map<string, Relation>> {
  const result = await tx.query<RelationRow>(`
    select c.relname as name,
           c.relkind::text as kind,
           json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum) as columns,
           (select array_agg(k.attname::text order by array_position(i.indkey::int2[], k.attnum))
              from pg_index i
              join pg_attribute k on k.attrelid = i.indrelid and k.attnum = any(i.indkey::int2[])
             where i.indrelid = c.oid and i.indisprimary) as primary_key
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
     group by c.oid, c.relname, c.relkind`);
  return new Map(
    result.rows.map((row) => [row.name, { name: row.name, kind: row.kind, columns: row.columns, primaryKey: row.primary_key ?? [] }]),
  );
}

async function loadRoutines(tx: Tx): Promise<Map<string, Routine[]>> {
  const result = await tx.query<RoutineRow>(`
    select p.proname as name,
           p.proretset as returns_set,
           format_type(p.prorettype, null) as return_type,
           case when t.typrelid <> 0 then (
             select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
               from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped)
           end as table_columns,
           p.proargnames::text[] as arg_names,
           p.proargmodes::text[] as arg_modes,
           (select array_agg(format_type(x, null) order by o)
              from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(x, o)) as arg_types,
           p.pronargs::int as input_count,
           p.pronargdefaults::int as default_count
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_type t on t.oid = p.prorettype
     where n.nspname = 'public' and p.prokind = 'f' and t.typname not in ('trigger', 'event_trigger')`);
  const routines = new Map<string, Routine[]>();
  for (const row of result.rows) {
    const names = row.arg_names ?? [];
    const types = row.arg_types ?? [];
    const modes = row.arg_modes ?? types.map(() => 'i');
    const inputs: RoutineArg[] = [];
    const outputs: Column[] = [];
    types.forEach((type, index) => {
      const mode = modes[index] ?? 'i';
      const name = names[index] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type, hasDefault: false });
      if (mode === 'o' || mode === 'b' || mode === 't') outputs.push({ name, type });
    });
    // Defaults belong to the last input arguments.
    inputs.forEach((arg, index) => {
      arg.hasDefault = index >= row.input_count - row.default_count;
    });
    const routine: Routine = {
      name: row.name,
      args: inputs,
      returnType: row.return_type,
      returnsSet: row.returns_set,
      resultColumns: row.table_columns ?? (row.return_type === 'record' && outputs.length > 0 ? outputs : null),
      returnsVoid: row.return_type === 'void',
    };
    routines.set(row.name, [...(routines.get(row.name) ?? []), routine]);
  }
  return routines;
}
