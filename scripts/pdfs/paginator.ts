/**
 * The document body is laid out as a column of slices (a line of text, a
 * table row, a rule, some space) whose heights are known before anything is
 * drawn. The paginator places them page by page and honours three kinds of
 * constraint: glue (keep with the next slice), a heading's demand for room
 * below it, and material repeated after a break (a table's header row).
 */
export interface Slice {
  height: number;
  draw?: (y: number) => void;
  /** Collapsible space: dropped when it would start a page or cannot fit. */
  space?: boolean;
  /** Keep this slice on the same page as the next one. */
  glue?: boolean;
  /** Room that must remain below this slice when it is placed. */
  needs?: number;
  /** Drawn at the top of a new page when a break falls right before this slice. */
  carry?: Slice[];
  /** Distance from the slice's top to its first baseline (list markers align to it). */
  baseline?: number;
}

export interface PageFlow {
  top: number;
  bottom: number;
  newPage(): void;
}

function groupEnd(slices: Slice[], start: number): number {
  let end = start;
  while (end < slices.length - 1 && slices[end]?.glue) end += 1;
  return end;
}

function requiredHeight(slices: Slice[], start: number, end: number, atTop: boolean): number {
  let offset = 0;
  let required = 0;
  let leading = atTop;
  for (let i = start; i <= end; i += 1) {
    const slice = slices[i];
    if (!slice) continue;
    if (slice.space && leading) continue;
    leading = false;
    offset += slice.height;
    required = Math.max(required, offset + (slice.needs ?? 0));
  }
  return required;
}

export function paginate(slices: Slice[], flow: PageFlow): void {
  const pageHeight = flow.bottom - flow.top;
  let y = flow.top;
  let atTop = true;

  const breakBefore = (slice: Slice | undefined) => {
    flow.newPage();
    y = flow.top;
    atTop = true;
    for (const carried of slice?.carry ?? []) {
      carried.draw?.(y);
      y += carried.height;
      atTop = false;
    }
  };

  let start = 0;
  while (start < slices.length) {
    const end = groupEnd(slices, start);
    const required = Math.min(requiredHeight(slices, start, end, atTop), pageHeight);
    if (!atTop && y + required > flow.bottom + 0.01) {
      const first = slices.slice(start, end + 1).find((slice) => !slice.space);
      breakBefore(first);
    }
    for (let i = start; i <= end; i += 1) {
      const slice = slices[i];
      if (!slice) continue;
      if (slice.space) {
        if (atTop) continue;
        if (y + slice.height > flow.bottom + 0.01) {
          breakBefore(slices.slice(i + 1).find((next) => !next.space));
          continue;
        }
        y += slice.height;
        continue;
      }
      if (!atTop && y + slice.height > flow.bottom + 0.01) breakBefore(slice);
      slice.draw?.(y);
      y += slice.height;
      atTop = false;
    }
    start = end + 1;
  }
}
