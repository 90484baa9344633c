import { describe, expect, it } from 'vitest';
import { FilterError, matchesFilter, parseFilter } from './filters.ts';

describe('postgres_changes filters', () => {
  it('parses column=op.value, keeping dots and equals signs in the value', () => {
    expect(parseFilter('id=eq.4f0c')).toEqual({ column: 'id', operator: 'eq', values: ['4f0c'] });
    expect(parseFilter('email=neq.a.b=c@example.com')).toEqual({ column: 'email', operator: 'neq', values: ['a.b=c@example.com'] });
    expect(parseFilter('status=in.(won, lost,"on-hold","a,b")')).toEqual({ column: 'status', operator: 'in', values: ['won', 'lost', 'on-hold', 'a,b'] });
  });

  it.each([
    ['status', /column=eq.value/],
    ['status=eq', /column=eq.value/],
    ['status=like.new', /unknown filter operator "like"/],
    ['status=in.won', /in takes a list/],
    ['status=in.(won,)', /empty item/],
    ['status=in.("won)', /unclosed quote/],
    [`id=in.(${Array.from({ length: 101 }, (_, i) => i).join(',')})`, /at most 100/],
  ])('refuses %s with a message that says what is expected', (filter, message) => {
    expect(() => parseFilter(filter)).toThrow(FilterError);
    expect(() => parseFilter(filter)).toThrow(message);
  });

  const row = { id: 'b', count: 10, done: true, at: '2026-11-25T10:00:00+00:00', none: null };
  it.each([
    ['id=eq.b', true],
    ['id=neq.b', false],
    ['count=gt.9', true],
    ['count=lt.9', false],
    // As text "10" < "9"; as numbers it is not.
    ['count=lte.9', false],
    ['count=gte.10', true],
    ['done=eq.true', true],
    ['at=gte.2026-11-25T09:00:00+00:00', true],
    ['id=in.(a,b)', true],
    ['id=in.(a,c)', false],
    // null matches nothing, as in SQL.
    ['none=neq.x', false],
    ['missing=eq.x', false],
  ])('compares numbers as numbers and the rest as text: %s is %s', (filter, expected) => {
    expect(matchesFilter(parseFilter(filter), row)).toBe(expected);
  });
});
