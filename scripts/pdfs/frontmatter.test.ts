import { describe, expect, it } from 'vitest';
import { parseGuide, PdfContentError } from './frontmatter.ts';

const source = (frontmatter: string, body = '## Section\n\nText.\n') => `---\n${frontmatter}\n---\n${body}`;

const valid = [
  'title: "Cellar Lighting Notes"',
  'subtitle: "LEDs, timers and heat"',
  'description: "How much heat cellar lighting adds, and how to keep it low."',
  'published: 2026-03-14',
  'author: "WineCellarGPT design team"',
  'version: 1.0',
].join('\n');

describe('parseGuide', () => {
  it('reads the fields as typed, without YAML turning 1.0 into 1 or dates into Date objects', () => {
    const { frontmatter, body } = parseGuide(source(valid), 'notes.md');
    expect(frontmatter).toMatchObject({ title: 'Cellar Lighting Notes', published: '2026-03-14', version: '1.0' });
    expect(body).toBe('## Section\n\nText.\n');
  });

  it('accepts optional keywords and an update date', () => {
    const { frontmatter } = parseGuide(source(`${valid}\nupdated: 2026-04-01\nkeywords: [lighting, led]`), 'notes.md');
    expect(frontmatter.keywords).toEqual(['lighting', 'led']);
    expect(frontmatter.updated).toBe('2026-04-01');
  });

  it.each([
    ['title', valid.replace(/^title: .*$/m, ''), /notes\.md: frontmatter field "title" is required/],
    ['subtitle', valid.replace(/^subtitle: .*$/m, 'subtitle: ""'), /frontmatter field "subtitle" must not be empty/],
    ['published', valid.replace('2026-03-14', '2026-02-30'), /frontmatter field "published" is not a real calendar date/],
    ['published', valid.replace('2026-03-14', '2024-01-01'), /frontmatter field "published" must be between/],
    ['version', valid.replace(/^version: .*$/m, ''), /frontmatter field "version"/],
    ['updated', `${valid}\nupdated: 2026-01-01`, /frontmatter field "updated" must not be earlier than "published"/],
  ])('names the broken field: %s', (_field, frontmatter, message) => {
    expect(() => parseGuide(source(frontmatter), 'notes.md')).toThrow(message);
    expect(() => parseGuide(source(frontmatter), 'notes.md')).toThrow(PdfContentError);
  });

  it('explains a missing or unreadable frontmatter block', () => {
    expect(() => parseGuide('## No frontmatter\n', 'bare.md')).toThrow(/bare\.md: missing frontmatter/);
    expect(() => parseGuide(source('title: [unclosed'), 'yaml.md')).toThrow(/yaml\.md: frontmatter is not valid YAML/);
  });
});
