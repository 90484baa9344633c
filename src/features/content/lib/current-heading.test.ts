import { describe, expect, it } from 'vitest';
import { headingAbove } from './current-heading.ts';

/**
 * A body of three sections (each opening with its ##, the second with a ###),
 * laid out 1,000 px apart, and a count of what was measured.
 */
function page(scrollY: number) {
  document.body.innerHTML = `
    <section class="article-section" data-top="0"><h2 id="a" data-top="0"></h2></section>
    <section class="article-section" data-top="1000"><h2 id="b" data-top="1000"></h2><h3 id="b-1" data-top="1500"></h3></section>
    <section class="article-section" data-top="2000"><h2 id="c" data-top="2000"></h2></section>`;
  const measured: string[] = [];
  const measure = (element: Element) => {
    measured.push(element.id || `section@${element.getAttribute('data-top')}`);
    const top = Number(element.getAttribute('data-top')) - scrollY;
    return { top, bottom: element.tagName === 'SECTION' ? top + 1000 : top + 40 };
  };
  return { measure, measured };
}

const IDS = ['a', 'b', 'b-1', 'c'];

describe('headingAbove', () => {
  it('is none at the top of the page, measuring only the first section', () => {
    const { measure, measured } = page(-400);
    expect(headingAbove(IDS, measure)).toBeUndefined();
    expect(measured).toEqual(['section@0']);
  });

  it('is the heading just passed, inside the section across the reading line', () => {
    const { measure } = page(1000);
    expect(headingAbove(IDS, measure)).toBe('b');
    expect(headingAbove(IDS, page(1400).measure)).toBe('b-1');
  });

  it('never measures a heading inside a section wholly above or below the line', () => {
    const { measure, measured } = page(1400);
    headingAbove(IDS, measure);
    // Section one is passed as a box; section three is below the line as a box.
    expect(measured).toEqual(['section@0', 'section@1000', 'b', 'b-1', 'section@2000']);
  });

  it('is the last heading once the whole body is scrolled past', () => {
    expect(headingAbove(IDS, page(5000).measure)).toBe('c');
  });

  it('measures headings of a body too short to be split into sections', () => {
    document.body.innerHTML = '<h2 id="x"></h2><h2 id="y"></h2>';
    const tops: Record<string, number> = { x: 20, y: 600 };
    expect(headingAbove(['x', 'y', 'missing'], (element) => ({ top: tops[element.id] ?? 0, bottom: 0 }))).toBe('x');
  });
});
