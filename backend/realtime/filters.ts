/**
 * The `filter` of a postgres_changes subscription, as hosted Realtime takes
 * it: `column=op.value`, with eq, neq, lt, lte, gt, gte and in (`in.(a,b)`,
 * items optionally double-quoted). Applied by the server to the row a
 * subscriber may see, so a filtered-out change never leaves the backend.
 */
export const FILTER_OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface RowFilter {
  column: string;
  operator: FilterOperator;
  /** One value, or the list of `in`. */
  values: string[];
}

export class FilterError extends Error {}

const MAX_IN_ITEMS = 100;

function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw new FilterError('in takes a list: column=in.(a,b)');
  const body = raw.slice(1, -1);
  const items: string[] = [];
  let index = 0;
  while (index <= body.length) {
    if (body[index] === '"') {
      const close = body.indexOf('"', index + 1);
      if (close < 0) throw new FilterError('an unclosed quote in the in list');
      items.push(body.slice(index + 1, close));
      index = close + 1;
      if (index < body.length && body[index] !== ',') throw new FilterError('a quoted item must be followed by a comma');
      index += 1;
    } else {
      const comma = body.indexOf(',', index);
      const end = comma < 0 ? body.length : comma;
      items.push(body.slice(index, end).trim());
      index = end + 1;
    }
  }
  if (items.length === 0 || items.some((item) => item === '')) throw new FilterError('the in list has an empty item');
  if (items.length > MAX_IN_ITEMS) throw new FilterError(`the in list takes at most ${MAX_IN_ITEMS} items`);
  return items;
}

/** `status=eq.new` → { column: 'status', operator: 'eq', values: ['new'] }; FilterError when malformed. */
export function parseFilter(filter: string): RowFilter {
  const equals = filter.indexOf('=');
  const dot = filter.indexOf('.', equals);
  if (equals <= 0 || dot < 0) throw new FilterError(`a filter looks like column=eq.value, not "${filter}"`);
  const column = filter.slice(0, equals).trim();
  const operator = filter.slice(equals + 1, dot);
  const raw = filter.slice(dot + 1);
  if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) {
    throw new FilterError(`unknown filter operator "${operator}" (use ${FILTER_OPERATORS.join(', ')})`);
  }
  const op = operator as FilterOperator;
  return { column, operator: op, values: op === 'in' ? parseList(raw) : [raw] };
}

const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** -1, 0 or 1; numbers compare as numbers, everything else (ISO dates included) as text. */
function compare(value: unknown, target: string): number {
  if (typeof value === 'number' && NUMBER.test(target)) return Math.sign(value - Number(target));
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text < target ? -1 : text > target ? 1 : 0;
}

/** Whether a row (as JSON) passes the filter; a null column passes nothing, as in SQL. */
export function matchesFilter(filter: RowFilter, row: Record<string, unknown>): boolean {
  const value = row[filter.column];
  if (value === null || value === undefined) return false;
  const [first = ''] = filter.values;
  switch (filter.operator) {
    case 'eq':
      return compare(value, first) === 0;
    case 'neq':
      return compare(value, first) !== 0;
    case 'lt':
      return compare(value, first) < 0;
    case 'lte':
      return compare(value, first) <= 0;
    case 'gt':
      return compare(value, first) > 0;
    case 'gte':
      return compare(value, first) >= 0;
    case 'in':
      return filter.values.some((item) => compare(value, item) === 0);
  }
}
