import { describe, expect, it } from 'vitest';
import { business } from '../../supabase/functions/_domain/business.ts';
import { htmlToText } from './load-content.ts';
import { loadLegal, renderLegal } from './legal.ts';

const root = process.cwd();

describe('legal pages from Markdown', () => {
  it('keeps every anchor that emails and other pages link to', async () => {
    const privacy = await loadLegal(root, 'privacy');
    expect(privacy.sections.map((section) => section.id)).toEqual([
      'who-we-are', 'what-we-collect', 'how-we-use', 'no-selling', 'who-we-share-with', 'cookies-and-storage', 'retention',
      'security', 'your-rights', 'where-data-is-processed', 'children', 'changes', 'contact',
    ]);
    const terms = await loadLegal(root, 'terms');
    expect(terms.sections.map((section) => section.id)).toContain('free-quote');
    expect(terms.sections.map((section) => section.id)).toContain('warranties');
  });

  it('fills the business facts in from one place', async () => {
    const { sections } = await loadLegal(root, 'terms');
    const text = sections.map((section) => `${section.title} ${htmlToText(section.html)}`).join(' ');
    expect(text).toContain(business.legalName);
    expect(text).toContain(`${business.warranties.constructionYears} years`);
    expect(text).toContain(`$${business.offer.quoteValueUsd.toLocaleString('en-US')}`);
    expect(text).not.toMatch(/\{\{|\}\}/);
    const quote = sections.find((section) => section.id === 'free-quote');
    expect(quote?.title).toBe(`The free quote (worth $${business.offer.quoteValueUsd.toLocaleString('en-US')})`);
  });

  it('links inside the site and by email only, as the articles do', async () => {
    const { sections } = await loadLegal(root, 'privacy');
    const html = sections.map((section) => section.html).join('');
    expect(html).toContain(`href="mailto:${business.email}"`);
    expect(html).toContain('href="/terms"');
    expect(html).toMatch(/<table>/);
  });

  it('refuses an unknown placeholder, a section without an anchor and a repeated anchor', () => {
    expect(() => renderLegal('## A {#a}\n\nWrite to {{mail}}.', 'x.md')).toThrow(/unknown placeholder \{\{mail\}\}/);
    expect(() => renderLegal('## A {#a}\n\nText\n\n## B\n\nMore', 'x.md')).toThrow(/without an \{#anchor\}/);
    expect(() => renderLegal('## A {#a}\n\nText\n\n## B {#a}\n\nMore', 'x.md')).toThrow(/used twice/);
    expect(() => renderLegal('Intro\n\n## A {#a}\n\nText', 'x.md')).toThrow(/before the first/);
  });
});
