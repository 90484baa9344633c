import { describe, expect, it } from 'vitest';
import { paginate, type Slice } from './paginator.ts';

interface Placed {
  name: string;
  page: number;
  y: number;
}

/** Runs the paginator on a 100 pt tall page and records where each named slice was drawn. */
function layout(slices: Array<Slice & { name?: string }>): Placed[] {
  const placed: Placed[] = [];
  let page = 1;
  const named = slices.map((slice) => ({
    ...slice,
    ...(slice.name ? { draw: (y: number) => placed.push({ name: slice.name ?? '', page, y }) } : {}),
    carry: slice.carry?.map((carried) => ({ ...carried, draw: (y: number) => placed.push({ name: 'carried', page, y }) })),
  }));
  paginate(named, { top: 0, bottom: 100, newPage: () => (page += 1) });
  return placed;
}

const line = (name: string, extra: Partial<Slice> = {}) => ({ name, height: 20, ...extra });

describe('paginate', () => {
  it('flows slices down the page and onto the next', () => {
    const placed = layout(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => line(name)));
    expect(placed.map((p) => [p.name, p.page, p.y])).toEqual([
      ['a', 1, 0],
      ['b', 1, 20],
      ['c', 1, 40],
      ['d', 1, 60],
      ['e', 1, 80],
      ['f', 2, 0],
    ]);
  });

  it('drops space at the top of a page', () => {
    const placed = layout([line('a', { height: 90 }), { height: 15, space: true }, line('b')]);
    expect(placed.find((p) => p.name === 'b')).toEqual({ name: 'b', page: 2, y: 0 });
  });

  it('moves glued slices to the next page together', () => {
    const placed = layout([line('a', { height: 70 }), line('heading', { glue: true }), line('first')]);
    expect(placed.filter((p) => p.page === 2).map((p) => p.name)).toEqual(['heading', 'first']);
  });

  it('breaks before a slice whose demand for room below is not met', () => {
    const placed = layout([line('a', { height: 50 }), line('heading', { needs: 40 }), line('body')]);
    expect(placed.find((p) => p.name === 'heading')?.page).toBe(2);
    const roomy = layout([line('a', { height: 30 }), line('heading', { needs: 40 }), line('body')]);
    expect(roomy.find((p) => p.name === 'heading')?.page).toBe(1);
  });

  it('lets a glued group taller than a page flow instead of looping', () => {
    const group = Array.from({ length: 8 }, (_, i) => line(`g${i}`, { glue: i < 7 }));
    const placed = layout([line('a'), ...group]);
    expect(placed.map((p) => p.page)).toEqual([1, 2, 2, 2, 2, 2, 3, 3, 3]);
  });

  it('draws carried slices at the top of the page a break lands on', () => {
    const header = { height: 10 };
    const rows = Array.from({ length: 6 }, (_, i) => line(`row${i}`, { carry: [header] }));
    const placed = layout(rows);
    expect(placed.filter((p) => p.page === 2).map((p) => [p.name, p.y])).toEqual([
      ['carried', 0],
      ['row5', 10],
    ]);
  });
});
