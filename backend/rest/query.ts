import { parseError, PgrstError } from './errors.ts';

/**
 * Parsing of PostgREST's URL grammar, limited to the documented subset:
 * plain column selects, one-level filters, order, limit/offset. Anything
 * else is refused with PostgREST's parse error rather than half-understood.
 */
export interface SelectItem {
  column: string;
  alias?: string;
}

export type FilterOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch' | 'is' | 'in';

export interface Filter {
  column: string;
  negate: boolean;
  operator: FilterOperator;
  /** The raw value; for `in` the list items; for `is` one of null/true/false/unknown. */
  value: string | string[];
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** Query parameters that are not filters. */
export const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);

const OPERATORS = new Set<FilterOperator>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'in']);
const NAME = String.raw`(?:[A-Za-z_][A-Za-z0-9_$]*|"(?:[^"]|"")+")`;
const IDENTIFIER = new RegExp(`^${NAME}$`);
const SELECT_ITEM = new RegExp(`^(?:(${NAME}):)?(${NAME})$`);
const SUBSET =
  'The local backend supports plain column lists, the filters eq, neq, gt, gte, lt, lte, like, ilike, match, imatch, is and in (optionally negated with not.), order, limit and offset.';

export function unquoteIdentifier(raw: string): string {
  return raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw;
}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i];
    if (char === '"' && input[i - 1] !== '\\') quoted = !quoted;
    if (!quoted && char === '(') depth += 1;
    if (!quoted && char === ')') depth -= 1;
    if (!quoted && depth === 0 && char === ',') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

export function parseSelect(raw: string | null): SelectItem[] | '*' {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return '*';
  const items: SelectItem[] = [];
  for (const part of splitTopLevel(raw.trim())) {
    const item = part.trim();
    if (item === '*') {
      items.push({ column: '*' });
      continue;
    }
    const match = SELECT_ITEM.exec(item);
    if (!match?.[2]) {
      const reason = /[()!]/.test(item)
        ? 'Embedded resources (related tables) are not supported by the local backend; use a view or an rpc function.'
        : /::|->/.test(item)
          ? 'Casts and JSON paths in select are not supported by the local backend.'
          : SUBSET;
      throw parseError('select parameter', raw, reason);
    }
    items.push({ column: unquoteIdentifier(match[2]), ...(match[1] ? { alias: unquoteIdentifier(match[1]) } : {}) });
  }
  return items;
}

export function parseInList(raw: string, original: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError('filter', original, 'in expects a list: in.(a,b,c)');
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') return [];
  const values: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner[i];
    if (quoted && char === '\\' && i + 1 < inner.length) {
      current += inner[i + 1];
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
      wasQuoted = true;
    } else if (char === ',' && !quoted) {
      values.push(wasQuoted ? current : current.trim());
      current = '';
      wasQuoted = false;
    } else current += char;
  }
  if (quoted) throw parseError('filter', original, 'unterminated quoted value in the in list');
  values.push(wasQuoted ? current : current.trim());
  return values;
}

export function parseFilter(key: string, raw: string): Filter {
  if (key === 'or' || key === 'and' || key.startsWith('not.or') || key.startsWith('not.and')) {
    throw parseError('logic tree', raw, 'or/and filter groups are not supported by the local backend; use an rpc function.');
  }
  if (!IDENTIFIER.test(key)) {
    throw parseError('filter', `${key}=${raw}`, `"${key}" is not a plain column name. ${SUBSET}`);
  }
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOperator;
  if (!OPERATORS.has(operator) || dot < 0) throw parseError('filter', raw, SUBSET);
  const value = rest.slice(dot + 1);
  const column = unquoteIdentifier(key);
  if (operator === 'in') return { column, negate, operator, value: parseInList(value, raw) };
  if (operator === 'is') {
    const normal = value.toLowerCase();
    if (!['null', 'true', 'false', 'unknown'].includes(normal)) {
      throw parseError('filter', raw, 'is accepts null, true, false or unknown');
    }
    return { column, negate, operator, value: normal };
  }
  return { column, negate, operator, value };
}

export function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null || raw.trim() === '') return [];
  return raw.split(',').map((term) => {
    const parts = term.trim().split('.');
    const [name, ...modifiers] = parts;
    if (!name || !IDENTIFIER.test(name)) throw parseError('order', raw, 'order takes column[.asc|.desc][.nullsfirst|.nullslast], comma-separated');
    const order: OrderTerm = { column: unquoteIdentifier(name), descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc') order.descending = false;
      else if (modifier === 'desc') order.descending = true;
      else if (modifier === 'nullsfirst') order.nulls = 'first';
      else if (modifier === 'nullslast') order.nulls = 'last';
      else throw parseError('order', raw, 'order takes column[.asc|.desc][.nullsfirst|.nullslast], comma-separated');
    }
    return order;
  });
}

function nonNegativeInt(raw: string | null, what: string): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw)) throw parseError(what, raw, `${what} must be a non-negative integer`);
  return Number(raw);
}

export interface Window {
  offset: number;
  limit?: number;
}

/** limit/offset from the query and a `Range: first-last` header, intersected as PostgREST does. */
export function parseWindow(params: URLSearchParams, rangeHeader: string | null): Window {
  let offset = nonNegativeInt(params.get('offset'), 'offset') ?? 0;
  let limit = nonNegativeInt(params.get('limit'), 'limit');
  if (rangeHeader) {
    const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(rangeHeader);
    if (!match) throw new PgrstError(416, 'PGRST103', 'Requested range not satisfiable', `Invalid Range header: ${rangeHeader}`);
    const first = Number(match[1]);
    const last = match[2] === '' ? undefined : Number(match[2]);
    if (last !== undefined && last < first) {
      throw new PgrstError(416, 'PGRST103', 'Requested range not satisfiable', 'The range end is before its start');
    }
    const rangeLimit = last === undefined ? undefined : last - first + 1;
    offset += first;
    limit = limit === undefined ? rangeLimit : rangeLimit === undefined ? limit : Math.min(limit, rangeLimit);
  }
  return limit === undefined ? { offset } : { offset, limit };
}

export interface Preferences {
  returnRepresentation: boolean;
  count: boolean;
  resolution?: 'merge' | 'ignore';
  missingDefault: boolean;
}

/** Reads every `Prefer` header (they may repeat or be comma-joined). */
export function parsePrefer(header: string | null): Preferences {
  const tokens = (header ?? '')
    .split(/[,;]/)
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  const has = (token: string) => tokens.includes(token);
  return {
    returnRepresentation: has('return=representation'),
    count: tokens.some((token) => token === 'count=exact' || token === 'count=planned' || token === 'count=estimated'),
    ...(has('resolution=merge-duplicates') ? { resolution: 'merge' as const } : {}),
    ...(has('resolution=ignore-duplicates') ? { resolution: 'ignore' as const } : {}),
    missingDefault: has('missing=default'),
  };
}
