/** How far below the top of the window a heading counts as scrolled past (under the fixed header). */
export const READING_LINE_PX = 140;
/** The width from which the sticky contents column is shown (Tailwind's lg). */
export const WIDE_CONTENTS = '(min-width: 64rem)';

type Box = { top: number; bottom: number };

/**
 * The id of the last heading scrolled past the reading line.
 *
 * Long bodies are split into `.article-section`s whose layout the browser
 * skips while they are off screen (content-visibility: auto). Measuring a
 * heading inside a skipped section would force that section to be laid out,
 * so sections are measured as boxes: one wholly above the line has all its
 * headings passed, one below ends the search, and only the section across
 * the line (on screen, so laid out anyway) has its headings measured.
 */
export function headingAbove(ids: readonly string[], measure: (element: Element) => Box, root: Pick<Document, 'getElementById'> = document): string | undefined {
  let current: string | undefined;
  const sections = new Map<Element, Box>();
  for (const id of ids) {
    const heading = root.getElementById(id);
    if (!heading) continue;
    const section = heading.closest('.article-section');
    if (section) {
      let box = sections.get(section);
      if (!box) sections.set(section, (box = measure(section)));
      if (box.top >= READING_LINE_PX) break;
      if (box.bottom <= READING_LINE_PX) {
        current = id;
        continue;
      }
    }
    if (measure(heading).top >= READING_LINE_PX) break;
    current = id;
  }
  return current;
}
