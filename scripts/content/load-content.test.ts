import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './load-content.ts';

const TABLE = '| Size | Bottles |\n|---|---|\n| Closet | 300 |\n';

describe('content tables', () => {
  it('wrap each table in a focusable scroll region named for its section', () => {
    const { html, sections } = renderMarkdown(`## Sizes & "prices"\n\n${TABLE}\n${TABLE}\n## Other\n\n${TABLE}`, 'test.md');
    const names = [...html.matchAll(/<div class="table-wrap"><div class="table-scroll" role="region" aria-label="([^"]+)" tabindex="0"><table>/g)].map((match) => match[1]);
    expect(names).toEqual(['Table: Sizes &amp; &quot;prices&quot;', 'Table: Sizes &amp; &quot;prices&quot; (2)', 'Table: Other']);
    // The scroll hint is drawn by CSS, so the knowledge index never reads it as part of the article.
    expect(sections.map((section) => section.text).join(' ')).not.toMatch(/scroll/i);
  });

  it('name a table before any heading plainly', () => {
    expect(renderMarkdown(TABLE, 'test.md').html).toContain('aria-label="Table"');
  });
});
