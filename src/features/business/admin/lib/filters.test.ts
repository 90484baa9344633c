import { describe, expect, it } from 'vitest';
import { isFiltered, parseFilters } from './filters.ts';

describe('parseFilters', () => {
  it('reads known filters and falls back on bad values instead of failing the page', () => {
    const filters = parseFilters(new URLSearchParams('status=won&budget=bogus&page=-3&size=7&sort=nope&assignee=none&q=rita'));
    expect(filters).toMatchObject({ status: 'won', budget: undefined, page: 1, size: 50, sort: 'newest', assignee: 'none', q: 'rita' });
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered(parseFilters(new URLSearchParams('page=2')))).toBe(false);
  });
});
