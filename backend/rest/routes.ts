import type { Database, RequestIdentity, Tx } from '../core/db.ts';
import type { Limits } from '../core/limits.ts';
import { decodePathSegment } from '../http/body.ts';
import { checkApiKey, resolveIdentity, type KeySet } from '../http/identity.ts';
import { isRecord, readJson } from '../http/responses.ts';
import type { Catalog, Relation, Routine } from './catalog.ts';
import { PgrstError, parseError, toPgrstError } from './errors.ts';
import {
  RESERVED_PARAMS,
  parseFilter,
  parsePrefer,
  parseSelect,
  parseOrder,
  parseWindow,
  unquoteIdentifier,
  type Filter,
  type Preferences,
  type Window,
} from './query.ts';
import { ColumnSet, Params, jsonRows, orderClause, quoteIdent, selectList, whereClause, windowClause } from './sql.ts';

export interface RestContext {
  db: Database;
  catalog: Catalog;
  keys: KeySet;
  limits: Pick<Limits, 'restBodyBytes' | 'jsonDepth'>;
}

type Shape = 'array' | 'object';

interface Negotiated {
  shape: Shape;
  stripNulls: boolean;
}

interface QueryResult {
  body: string;
  n: number;
  total?: number;
}

const OBJECT_TYPE = 'application/vnd.pgrst.object+json';
const ARRAY_TYPE = 'application/vnd.pgrst.array+json';

/** The PostgREST subset under /rest/v1 (see docs/local-backend.md for what is covered). */
export async function handleRest(request: Request, path: string, ctx: RestContext): Promise<Response> {
  const rejected = checkApiKey(request, ctx.keys);
  if (rejected) return rejected;
  const resolved = await resolveIdentity(request, ctx.keys);
  if (!resolved.ok) {
    if (resolved.reason === 'expired') return new PgrstError(401, 'PGRST303', 'JWT expired').toResponse();
    if (resolved.reason === 'role') return new PgrstError(401, '42501', resolved.message).toResponse();
    return new PgrstError(401, 'PGRST301', 'JWT could not be verified', resolved.message).toResponse();
  }
  const identity = resolved.identity;
  try {
    checkProfile(request);
    const negotiated = negotiate(request.headers.get('accept'));
    const segments = path
      .split('/')
      .filter(Boolean)
      .map((segment) => decodePathSegment(segment, () => new PgrstError(400, 'PGRST125', 'Invalid path specified in request URL', 'The path has a malformed percent-encoding')));
    if (segments.length === 0 && (request.method === 'GET' || request.method === 'HEAD')) {
      return await describeApi(identity, ctx);
    }
    if (segments[0] === 'rpc' && segments.length === 2 && segments[1]) {
      return await callRoutine(request, segments[1], identity, negotiated, ctx);
    }
    if (segments.length !== 1 || !segments[0]) {
      throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
    }
    const relation = await ctx.catalog.relation(segments[0]);
    if (!relation) {
      throw new PgrstError(404, 'PGRST205', `Could not find the table 'public.${segments[0]}' in the schema cache`);
    }
    return await tableRequest(request, relation, identity, negotiated, ctx);
  } catch (error) {
    return toPgrstError(error, identity.role === 'anon').toResponse();
  }
}

const bodyOf = (request: Request, ctx: RestContext) => readJson(request, { maxBytes: ctx.limits.restBodyBytes, maxDepth: ctx.limits.jsonDepth });

/**
 * GET /rest/v1/: a small OpenAPI 2 description, as PostgREST serves at its
 * root: the tables and functions the caller's role may use, with column
 * types. Tools (and the contract suite) read the table list from it.
 */
async function describeApi(identity: RequestIdentity, ctx: RestContext): Promise<Response> {
  const visible = await ctx.db.asRole(
    identity,
    async (tx) => {
      const tables = await tx.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f') and has_table_privilege(c.oid, 'select')
          order by c.relname`,
      );
      const routines = await tx.query<{ name: string }>(
        `select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          join pg_type t on t.oid = p.prorettype
          where n.nspname = 'public' and p.prokind = 'f' and t.typname not in ('trigger', 'event_trigger')
            and has_function_privilege(p.oid, 'execute')
          order by p.proname`,
      );
      return { tables: tables.rows.map((row) => row.name), routines: routines.rows.map((row) => row.name) };
    },
    { readOnly: true },
  );
  const paths: Record<string, unknown> = { '/': { get: { summary: 'OpenAPI description (this document)' } } };
  const definitions: Record<string, unknown> = {};
  for (const name of visible.tables) {
    const relation = await ctx.catalog.relation(name);
    if (!relation) continue;
    const writable = relation.kind === 'r' || relation.kind === 'p';
    paths[`/${name}`] = writable ? { get: {}, post: {}, patch: {}, delete: {} } : { get: {} };
    definitions[name] = {
      type: 'object',
      required: relation.primaryKey,
      properties: Object.fromEntries(relation.columns.map((column) => [column.name, { format: column.type }])),
    };
  }
  for (const name of visible.routines) {
    const overloads = (await ctx.catalog.routine(name)) ?? [];
    paths[`/rpc/${name}`] = {
      post: { parameters: overloads.flatMap((routine) => routine.args.map((arg) => ({ name: arg.name, format: arg.type, required: !arg.hasDefault }))) },
    };
  }
  return new Response(
    JSON.stringify({
      swagger: '2.0',
      info: { title: 'WineCellarGPT local backend (PostgREST subset)', version: 'local' },
      basePath: '/rest/v1',
      schemes: ['http'],
      consumes: ['application/json'],
      produces: ['application/json', OBJECT_TYPE],
      paths,
      definitions,
    }),
    { headers: { 'content-type': 'application/openapi+json; charset=utf-8' } },
  );
}

function checkProfile(request: Request) {
  const reading = request.method === 'GET' || request.method === 'HEAD';
  const profile = request.headers.get(reading ? 'accept-profile' : 'content-profile');
  if (profile && profile !== 'public') {
    throw new PgrstError(406, 'PGRST106', `Invalid schema: ${profile}`, null, 'Only the following schemas are exposed: public');
  }
}

function negotiate(accept: string | null): Negotiated {
  const wanted = (accept ?? '*/*').split(',').map((part) => part.trim().toLowerCase());
  for (const type of wanted) {
    const [mediaType = '', ...parameters] = type.split(';').map((piece) => piece.trim());
    const stripNulls = parameters.includes('nulls=stripped');
    if (mediaType === OBJECT_TYPE) return { shape: 'object', stripNulls };
    if (mediaType === ARRAY_TYPE) return { shape: 'array', stripNulls };
    if (mediaType === 'application/json' || mediaType === '*/*' || mediaType === 'application/*') return { shape: 'array', stripNulls: false };
  }
  throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${accept ?? ''}`);
}

function filtersFrom(params: URLSearchParams, skip: Set<string> = new Set()): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key) || skip.has(key)) continue;
    filters.push(parseFilter(key, value));
  }
  return filters;
}

function contentRange(window: Window, n: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  return n === 0 ? `*/${totalText}` : `${window.offset}-${window.offset + n - 1}/${totalText}`;
}

/** Turns a query result into PostgREST's response: array or single object, Content-Range, status. */
function respond(result: QueryResult, negotiated: Negotiated, status: number, headers: Record<string, string>, head = false): Response {
  let body = result.body;
  if (negotiated.shape === 'object') {
    if (result.n !== 1) {
      throw new PgrstError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${result.n} rows`);
    }
    const rows = JSON.parse(body) as unknown[];
    body = JSON.stringify(rows[0]);
  }
  const contentType = negotiated.shape === 'object' ? OBJECT_TYPE : 'application/json';
  return new Response(head ? null : body, {
    status,
    headers: { 'content-type': `${contentType}; charset=utf-8`, ...headers },
  });
}

async function tableRequest(request: Request, relation: Relation, identity: RequestIdentity, negotiated: Negotiated, ctx: RestContext) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const prefer = parsePrefer(request.headers.get('prefer'));
  const columns = new ColumnSet(relation.name, relation.columns);
  const select = parseSelect(params.get('select'));
  const filters = filtersFrom(params);
  const table = `"public".${quoteIdent(relation.name)}`;

  switch (request.method) {
    case 'GET':
    case 'HEAD': {
      const window = parseWindow(params, request.headers.get('range'));
      const order = parseOrder(params.get('order'));
      const result = await ctx.db.asRole(identity, (tx) => readRows(tx, table, columns, select, filters, order, window, prefer, negotiated), {
        readOnly: true,
      });
      const total = result.total;
      if (total !== undefined && total > 0 && window.offset >= total) {
        throw new PgrstError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${window.offset} was requested, but there are only ${total} rows.`);
      }
      const partial = total !== undefined && result.n < total;
      return respond(result, negotiated, partial ? 206 : 200, { 'content-range': contentRange(window, result.n, total) }, request.method === 'HEAD');
    }
    case 'POST':
      return insertRows(request, relation, columns, select, prefer, identity, negotiated, ctx);
    case 'PATCH':
    case 'DELETE': {
      if (filters.length === 0) {
        // Supabase runs PostgREST with pg-safeupdate: a filterless UPDATE or DELETE is refused.
        throw new PgrstError(400, '21000', `${request.method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
      }
      const bodyValue = request.method === 'PATCH' ? await bodyOf(request, ctx) : undefined;
      if (request.method === 'PATCH' && !isRecord(bodyValue)) {
        throw new PgrstError(400, 'PGRST102', 'Empty or invalid json', 'PATCH takes one JSON object');
      }
      const result = await ctx.db.asRole(identity, (tx) =>
        writeRows(tx, request.method === 'PATCH' ? 'update' : 'delete', table, columns, select, filters, bodyValue as Record<string, unknown>, prefer, negotiated),
      );
      return writeResponse(result, prefer, negotiated, 200);
    }
    default:
      throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
  }
}

async function readRows(
  tx: Tx,
  table: string,
  columns: ColumnSet,
  select: ReturnType<typeof parseSelect>,
  filters: Filter[],
  order: ReturnType<typeof parseOrder>,
  window: Window,
  prefer: Preferences,
  negotiated: Negotiated,
): Promise<QueryResult> {
  const params = new Params();
  const where = whereClause(filters, columns, params, '_pgrst_src');
  const inner = `select ${selectList(select, columns, '_pgrst_src')} from ${table} as _pgrst_src${where}${orderClause(order, columns, '_pgrst_src')}${windowClause(window, params)}`;
  const rows = await tx.query<{ body: string; n: number }>(jsonRows(inner, negotiated.stripNulls), params.values);
  const result: QueryResult = { body: rows.rows[0]?.body ?? '[]', n: rows.rows[0]?.n ?? 0 };
  if (prefer.count) {
    const countParams = new Params();
    const countWhere = whereClause(filters, columns, countParams, '_pgrst_src');
    const counted = await tx.query<{ total: number }>(`select count(*)::int as total from ${table} as _pgrst_src${countWhere}`, countParams.values);
    result.total = counted.rows[0]?.total ?? 0;
  }
  return result;
}

/** One row's value for a column, typed by Postgres itself from the row's JSON. */
const cellFrom = (table: string, rowParam: string, column: string) =>
  `(json_populate_record(null::${table}, ${rowParam}::json)).${quoteIdent(column)}`;

async function insertRows(
  request: Request,
  relation: Relation,
  columns: ColumnSet,
  select: ReturnType<typeof parseSelect>,
  prefer: Preferences,
  identity: RequestIdentity,
  negotiated: Negotiated,
  ctx: RestContext,
): Promise<Response> {
  const payload = await bodyOf(request, ctx);
  const rows = Array.isArray(payload) ? payload : [payload];
  if (payload === undefined || !rows.every(isRecord)) {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json', 'POST takes a JSON object or an array of objects');
  }
  const records = rows as Record<string, unknown>[];
  const url = new URL(request.url);
  const declared = url.searchParams.get('columns');
  const names = declared
    ? declared.split(',').map((name) => unquoteIdentifier(name.trim()))
    : [...new Set(records.flatMap((record) => Object.keys(record)))];
  names.forEach((name) => columns.require(name));
  const table = `"public".${quoteIdent(relation.name)}`;
  const onConflictRaw = url.searchParams.get('on_conflict');
  const conflictColumns = onConflictRaw ? onConflictRaw.split(',').map((name) => unquoteIdentifier(name.trim())) : relation.primaryKey;
  conflictColumns.forEach((name) => columns.require(name));

  if (records.length === 0) return writeResponse({ body: '[]', n: 0 }, prefer, negotiated, 201);

  const result = await ctx.db.asRole(identity, async (tx) => {
    const params = new Params();
    const values = records.map((record) => {
      const rowParam = params.add(JSON.stringify(record));
      if (names.length === 0) return '(default)';
      const cells = names.map((name) => {
        if (name in record) return cellFrom(table, rowParam, name);
        return prefer.missingDefault ? 'default' : 'null';
      });
      return `(${cells.join(', ')})`;
    });
    const target = names.length > 0 ? ` (${names.map(quoteIdent).join(', ')})` : '';
    let statement = names.length > 0 ? `insert into ${table} as _pgrst_src${target} values ${values.join(', ')}` : `insert into ${table} as _pgrst_src default values`;
    if (prefer.resolution) {
      const conflict = conflictColumns.length > 0 ? ` (${conflictColumns.map(quoteIdent).join(', ')})` : '';
      const updates = names.filter((name) => !conflictColumns.includes(name));
      statement +=
        prefer.resolution === 'ignore' || updates.length === 0
          ? ` on conflict${conflict} do nothing`
          : ` on conflict${conflict} do update set ${updates.map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`).join(', ')}`;
    }
    return runWrite(tx, statement, params, columns, select, prefer, negotiated);
  });
  return writeResponse(result, prefer, negotiated, 201);
}

async function writeRows(
  tx: Tx,
  kind: 'update' | 'delete',
  table: string,
  columns: ColumnSet,
  select: ReturnType<typeof parseSelect>,
  filters: Filter[],
  patch: Record<string, unknown> | undefined,
  prefer: Preferences,
  negotiated: Negotiated,
): Promise<QueryResult> {
  const params = new Params();
  let statement: string;
  if (kind === 'update') {
    const names = Object.keys(patch ?? {});
    names.forEach((name) => columns.require(name));
    if (names.length === 0) return { body: '[]', n: 0 };
    const rowParam = params.add(JSON.stringify(patch));
    const sets = names.map((name) => `${quoteIdent(name)} = ${cellFrom(table, rowParam, name)}`);
    statement = `update ${table} as _pgrst_src set ${sets.join(', ')}${whereClause(filters, columns, params, '_pgrst_src')}`;
  } else {
    statement = `delete from ${table} as _pgrst_src${whereClause(filters, columns, params, '_pgrst_src')}`;
  }
  return runWrite(tx, statement, params, columns, select, prefer, negotiated);
}

/**
 * With return=representation the changed rows come back (which needs the
 * SELECT policy to pass, as on PostgREST); otherwise only a count, so an
 * insert-only policy is enough.
 */
async function runWrite(
  tx: Tx,
  statement: string,
  params: Params,
  columns: ColumnSet,
  select: ReturnType<typeof parseSelect>,
  prefer: Preferences,
  negotiated: Negotiated,
): Promise<QueryResult> {
  if (prefer.returnRepresentation) {
    const sql = `with _pgrst_w as (${statement} returning _pgrst_src.*) ${jsonRows(`select ${selectList(select, columns, '_pgrst_w')} from _pgrst_w`, negotiated.stripNulls)}`;
    const rows = await tx.query<{ body: string; n: number }>(sql, params.values);
    return { body: rows.rows[0]?.body ?? '[]', n: rows.rows[0]?.n ?? 0 };
  }
  const rows = await tx.query<{ n: number }>(`with _pgrst_w as (${statement} returning 1) select count(*)::int as n from _pgrst_w`, params.values);
  return { body: '', n: rows.rows[0]?.n ?? 0 };
}

function writeResponse(result: QueryResult, prefer: Preferences, negotiated: Negotiated, representationStatus: number): Response {
  const range = prefer.count ? `*/${result.n}` : '*/*';
  if (!prefer.returnRepresentation) {
    if (negotiated.shape === 'object' && result.n !== 1) {
      throw new PgrstError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${result.n} rows`);
    }
    return new Response(null, { status: representationStatus === 201 ? 201 : 204, headers: { 'content-range': range } });
  }
  return respond(result, negotiated, representationStatus, { 'content-range': range });
}

function pickRoutine(routines: Routine[], given: string[]): Routine | undefined {
  return routines.find((routine) => {
    const names = new Set(routine.args.map((arg) => arg.name));
    return given.every((name) => names.has(name)) && routine.args.every((arg) => arg.hasDefault || given.includes(arg.name));
  });
}

async function callRoutine(request: Request, name: string, identity: RequestIdentity, negotiated: Negotiated, ctx: RestContext): Promise<Response> {
  const url = new URL(request.url);
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (!reading && request.method !== 'POST') throw new PgrstError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for calling functions');
  const routines = (await ctx.catalog.routine(name)) ?? [];
  let args: Record<string, unknown>;
  if (reading) {
    const argNames = new Set(routines.flatMap((routine) => routine.args.map((arg) => arg.name)));
    args = {};
    for (const [key, value] of url.searchParams) if (argNames.has(key)) args[key] = value;
  } else {
    const body = await bodyOf(request, ctx);
    if (body !== undefined && !isRecord(body)) throw new PgrstError(400, 'PGRST102', 'Empty or invalid json', 'Function arguments are a JSON object');
    args = (body as Record<string, unknown> | undefined) ?? {};
  }
  const given = Object.keys(args);
  const routine = pickRoutine(routines, given);
  if (!routine) {
    const signature = given.length > 0 ? `(${[...given].sort().join(', ')})` : ' without parameters';
    throw new PgrstError(404, 'PGRST202', `Could not find the function public.${name}${signature} in the schema cache`);
  }
  const skip = new Set(reading ? given : []);
  const filters = filtersFrom(url.searchParams, skip);
  const prefer = parsePrefer(request.headers.get('prefer'));
  const window = parseWindow(url.searchParams, request.headers.get('range'));
  const order = parseOrder(url.searchParams.get('order'));
  const select = parseSelect(url.searchParams.get('select'));

  const params = new Params();
  const argsParam = params.add(JSON.stringify(args));
  const definitions = routine.args.filter((arg) => given.includes(arg.name)).map((arg) => `${quoteIdent(arg.name)} ${arg.type}`);
  const source = definitions.length > 0 ? `json_to_record(${argsParam}::json) as _pgrst_args(${definitions.join(', ')})` : `(select ${argsParam}::json) as _pgrst_args`;
  const call = `"public".${quoteIdent(routine.name)}(${given.map((arg) => `${quoteIdent(arg)} => _pgrst_args.${quoteIdent(arg)}`).join(', ')})`;

  const result = await ctx.db.asRole(
    identity,
    async (tx): Promise<QueryResult & { scalar?: boolean }> => {
      if (routine.resultColumns && routine.returnsSet) {
        const columns = new ColumnSet(routine.name, routine.resultColumns);
        const inner = `select ${selectList(select, columns, '_pgrst_src')} from ${source} cross join lateral ${call} as _pgrst_src${whereClause(filters, columns, params, '_pgrst_src')}${orderClause(order, columns, '_pgrst_src')}${windowClause(window, params)}`;
        const rows = await tx.query<{ body: string; n: number }>(jsonRows(inner, negotiated.stripNulls), params.values);
        return { body: rows.rows[0]?.body ?? '[]', n: rows.rows[0]?.n ?? 0 };
      }
      if (filters.length > 0) throw parseError('filter', filters[0]?.column ?? '', 'Filters apply only to functions that return rows');
      if (routine.returnsSet) {
        const rows = await tx.query<{ body: string; n: number }>(
          `select coalesce(json_agg(_pgrst_value), '[]'::json)::text as body, count(*)::int as n from ${source} cross join lateral ${call} as _pgrst_value`,
          params.values,
        );
        return { body: rows.rows[0]?.body ?? '[]', n: rows.rows[0]?.n ?? 0 };
      }
      const rows = await tx.query<{ body: string | null }>(`select to_json(${call})::text as body from ${source}`, params.values);
      return { body: rows.rows[0]?.body ?? 'null', n: 1, scalar: true };
    },
    { readOnly: reading },
  );
  if (routine.returnsVoid) return new Response(null, { status: 204 });
  if (result.scalar) {
    // A function returning one value (or one composite row) answers it bare, as PostgREST does.
    return new Response(request.method === 'HEAD' ? null : result.body, {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }
  return respond(result, negotiated, 200, { 'content-range': contentRange(window, result.n, undefined) }, request.method === 'HEAD');
}

