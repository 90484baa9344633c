import { describe, expect, it, vi } from 'vitest';

const db = { from: vi.fn() };
vi.mock('@/lib/supabase.ts', () => ({ getSupabase: async () => db }));

const { PAGE_ROWS, readAllRows } = await import('./read-all-rows.ts');

describe('readAllRows', () => {
  it('reads page after page, each range following the last, until a page comes back short', async () => {
    const sizes = [PAGE_ROWS, PAGE_ROWS, 3];
    const ranges: Array<[number, number]> = [];
    const rows = await readAllRows<number>(async (client, from, to) => {
      expect(client).toBe(db);
      ranges.push([from, to]);
      return { data: Array.from({ length: sizes[ranges.length - 1]! }, (_, i) => from + i), error: null };
    });
    expect(ranges).toEqual([
      [0, PAGE_ROWS - 1],
      [PAGE_ROWS, 2 * PAGE_ROWS - 1],
      [2 * PAGE_ROWS, 3 * PAGE_ROWS - 1],
    ]);
    expect(rows).toHaveLength(2 * PAGE_ROWS + 3);
    expect(rows.at(-1)).toBe(2 * PAGE_ROWS + 2);
  });

  it('stops after one read when the first page is short (an empty answer is no rows)', async () => {
    const read = vi.fn(async () => ({ data: null, error: null }));
    await expect(readAllRows(read)).resolves.toEqual([]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('throws a page’s error instead of answering part of the rows', async () => {
    let calls = 0;
    const read = async () => (++calls === 1 ? { data: Array.from({ length: PAGE_ROWS }, () => 1), error: null } : { data: null, error: { message: 'statement timeout' } });
    await expect(readAllRows(read)).rejects.toThrow('statement timeout');
  });
});
