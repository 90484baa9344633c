import { describe, expect, it } from 'vitest';
import { PgrstError } from './errors.ts';
import { parseFilter, parseInList, parseOrder, parsePrefer, parseSelect, parseWindow } from './query.ts';

const parseFailure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof PgrstError ? { code: error.code, status: error.status } : error;
  }
  return null;
};

describe('parseSelect', () => {
  it('reads plain columns, aliases and quoted names', () => {
    expect(parseSelect('id,label:title,"odd name"')).toEqual([
      { column: 'id' },
      { column: 'title', alias: 'label' },
      { column: 'odd name' },
    ]);
    expect(parseSelect(null)).toBe('*');
    expect(parseSelect('*')).toBe('*');
  });

  it.each(['id,author(name)', 'id,profiles!inner(*)', 'total::text', 'data->>key', 'id;drop table x'])(
    'refuses unsupported select %s with PGRST100',
    (select) => {
      expect(parseFailure(() => parseSelect(select))).toEqual({ code: 'PGRST100', status: 400 });
    },
  );
});

describe('parseFilter', () => {
  it('reads operators, negation and lists', () => {
    expect(parseFilter('kind', 'eq.cost')).toEqual({ column: 'kind', negate: false, operator: 'eq', value: 'cost' });
    expect(parseFilter('title', 'not.ilike.*cellar*')).toEqual({ column: 'title', negate: true, operator: 'ilike', value: '*cellar*' });
    expect(parseFilter('deleted', 'is.NULL')).toMatchObject({ operator: 'is', value: 'null' });
    expect(parseFilter('status', 'in.(new,"won, finally",lost)')).toMatchObject({ operator: 'in', value: ['new', 'won, finally', 'lost'] });
  });

  it('keeps the value after the first dot whole', () => {
    expect(parseFilter('email', 'eq.a.b@c.d')).toMatchObject({ value: 'a.b@c.d' });
  });

  it.each([
    ['or', '(a.eq.1,b.eq.2)'],
    ['tags', 'cs.{a}'],
    ['name', 'bogus'],
    ['data->>x', 'eq.1'],
    ['x" or 1=1 --', 'eq.1'],
    ['flag', 'is.maybe'],
  ])('refuses %s=%s with PGRST100', (key, value) => {
    expect(parseFailure(() => parseFilter(key, value))).toEqual({ code: 'PGRST100', status: 400 });
  });
});

describe('parseInList', () => {
  it('handles escapes inside quotes and an empty list', () => {
    expect(parseInList('("a\\"b",c)', 'x')).toEqual(['a"b', 'c']);
    expect(parseInList('()', 'x')).toEqual([]);
  });
});

describe('parseOrder', () => {
  it('reads direction and nulls placement', () => {
    expect(parseOrder('created_at.desc.nullslast,title')).toEqual([
      { column: 'created_at', descending: true, nulls: 'last' },
      { column: 'title', descending: false },
    ]);
  });

  it('refuses unknown modifiers', () => {
    expect(parseFailure(() => parseOrder('title.sideways'))).toEqual({ code: 'PGRST100', status: 400 });
  });
});

describe('parseWindow', () => {
  it('combines limit/offset with a Range header', () => {
    expect(parseWindow(new URLSearchParams('limit=10&offset=5'), null)).toEqual({ offset: 5, limit: 10 });
    expect(parseWindow(new URLSearchParams(), '0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parseWindow(new URLSearchParams('limit=3'), '2-')).toEqual({ offset: 2, limit: 3 });
  });

  it('refuses negative or non-numeric limits and inverted ranges', () => {
    expect(parseFailure(() => parseWindow(new URLSearchParams('limit=-1'), null))).toEqual({ code: 'PGRST100', status: 400 });
    expect(parseFailure(() => parseWindow(new URLSearchParams(), '9-2'))).toEqual({ code: 'PGRST103', status: 416 });
  });
});

describe('parsePrefer', () => {
  it('reads comma-joined and repeated preferences', () => {
    expect(parsePrefer('return=representation, count=exact, resolution=merge-duplicates, missing=default')).toEqual({
      returnRepresentation: true,
      count: true,
      resolution: 'merge',
      missingDefault: true,
    });
    expect(parsePrefer(null)).toEqual({ returnRepresentation: false, count: false, missingDefault: false });
  });
});
