import { describe, expect, it } from 'vitest';
import { FilterError, matchesFilter, parseFilter } from './filters.ts';

describe('postgres_changes filters', () => {
  it('parses column=op.value, keeping dots and equals signs in the value', () => {
    expect(parseFilter('id=eq.4f0c')).toEqual({ column: 'id', operator: 'eq', values: ['4f0c'] });
    expect(parseFilter('email=neq.a.b=c@example.com')).toEqual({ column: 'email', operator: 'neq', values: ['a.b=c@example.com'] });
    expect(parseFilter('status=in.(won, lost,"on-hold","a,b")')).toEqual({ column: 'status', operator: 'in', values: ['won', 'lost', 'on-hold', 'a,b'] });
  });

  it('refuses malformed filters with a message that says what is expected', () => {
    expect(() => parseFilter('status')).toThrow(FilterError);
    expect(() => parseFilter('status=eq')).toThrow(/column=eq.value/);
    expect(() => parseFilter('status=like.new')).toThrow(/unknown filter operator "like"/);
    expect(() => parseFilter('status=in.won')).toThrow(/in takes a list/);
    expect(() => parseFilter('status=in.(won,)')).toThrow(/empty item/);
    expect(() => parseFilter('status=in.("won)')).toThrow(/unclosed quote/);
    expect(() => parseFilter(`id=in.(${Array.from({ length: 101 }, (_, i) => i).join(',')})`)).toThrow(/at most 100/);
  });

  it('compares numbers as numbers and everything else as text; null matches nothing', () => {
    const row = { id: 'b', count: 10, done: true, at: '2026-11-25T10:00:00+00:00', none: null };
    expect(matchesFilter(parseFilter('id=eq.b'), row)).toBe(true);
    expect(matchesFilter(parseFilter('id=neq.b'), row)).toBe(false);
    expect(matchesFilter(parseFilter('count=gt.9'), row)).toBe(true);
    expect(matchesFilter(parseFilter('count=lt.9'), row)).toBe(false);
    // As text, "10" < "9"; as numbers it is not.
    expect(matchesFilter(parseFilter('count=lte.9'), row)).toBe(false);
    expect(matchesFilter(parseFilter('count=gte.10'), row)).toBe(true);
    expect(matchesFilter(parseFilter('done=eq.true'), row)).toBe(true);
    expect(matchesFilter(parseFilter('at=gte.2026-11-25T09:00:00+00:00'), row)).toBe(true);
    expect(matchesFilter(parseFilter('id=in.(a,b)'), row)).toBe(true);
    expect(matchesFilter(parseFilter('id=in.(a,c)'), row)).toBe(false);
    expect(matchesFilter(parseFilter('none=neq.x'), row)).toBe(false);
    expect(matchesFilter(parseFilter('missing=eq.x'), row)).toBe(false);
  });
});
