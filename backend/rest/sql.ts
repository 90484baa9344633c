import type { Column } from './catalog.ts';
import { PgrstError } from './errors.ts';
import type { Filter, OrderTerm, SelectItem } from './query.ts';

/** Double-quotes an identifier that has already been checked against the catalog. */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Collects positional parameters: every value from a request travels as one, never as SQL text. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export class ColumnSet {
  private readonly byName: Map<string, Column>;

  constructor(
    readonly owner: string,
    readonly columns: Column[],
  ) {
    this.byName = new Map(columns.map((column) => [column.name, column]));
  }

  require(name: string): Column {
    const column = this.byName.get(name);
    if (!column) {
      throw new PgrstError(400, '42703', `column ${this.owner}.${name} does not exist`, null, null);
    }
    return column;
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }
}

export function selectList(items: SelectItem[] | '*', columns: ColumnSet, qualifier: string): string {
  if (items === '*') return `${qualifier}.*`;
  return items
    .map((item) => {
      if (item.column === '*') return `${qualifier}.*`;
      columns.require(item.column);
      return `${qualifier}.${quoteIdent(item.column)} as ${quoteIdent(item.alias ?? item.column)}`;
    })
    .join(', ');
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};

function filterSql(filter: Filter, columns: ColumnSet, params: Params, qualifier: string): string {
  columns.require(filter.column);
  const target = `${qualifier}.${quoteIdent(filter.column)}`;
  let expression: string;
  if (filter.operator === 'is') {
    expression = `${target} is ${String(filter.value)}`;
  } else if (filter.operator === 'in') {
    const items = filter.value as string[];
    expression = items.length === 0 ? 'false' : `${target} in (${items.map((item) => params.add(item)).join(', ')})`;
  } else {
    let value = filter.value as string;
    // PostgREST accepts * for % in patterns, since % is awkward in URLs.
    if (filter.operator === 'like' || filter.operator === 'ilike') value = value.replace(/\*/g, '%');
    expression = `${target} ${COMPARISON[filter.operator]} ${params.add(value)}`;
  }
  return filter.negate ? `not (${expression})` : expression;
}

export function whereClause(filters: Filter[], columns: ColumnSet, params: Params, qualifier: string): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((filter) => filterSql(filter, columns, params, qualifier)).join(' and ')}`;
}

export function orderClause(order: OrderTerm[], columns: ColumnSet, qualifier: string): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    columns.require(term.column);
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${qualifier}.${quoteIdent(term.column)} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export function windowClause(window: { offset: number; limit?: number }, params: Params): string {
  const limit = window.limit === undefined ? '' : ` limit ${params.add(window.limit)}`;
  const offset = window.offset > 0 ? ` offset ${params.add(window.offset)}` : '';
  return `${limit}${offset}`;
}

/** Wraps a row source as PostgREST answers it: one JSON array (as text) and the row count. */
export function jsonRows(innerSql: string, stripNulls: boolean): string {
  const aggregate = `coalesce(json_agg(_pgrst_row), '[]'::json)`;
  return `select ${stripNulls ? `json_strip_nulls(${aggregate})` : aggregate}::text as body, count(*)::int as n from (${innerSql}) _pgrst_row`;
}
