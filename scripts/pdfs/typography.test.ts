import { Lexer } from 'marked';
import { describe, expect, it } from 'vitest';
import { inlineRuns } from './inline.ts';
import { type } from './theme.ts';
import { decodeEntities, QuoteSmartener, resolveLink } from './typography.ts';

const paragraphRuns = (markdown: string) => {
  const [token] = new Lexer({ gfm: true }).lex(markdown);
  return inlineRuns(token && 'tokens' in token ? token.tokens : [], type.body);
};

describe('QuoteSmartener', () => {
  it('curls quotes and apostrophes and turns measurement marks into primes', () => {
    const text = new QuoteSmartener().apply(`The owner's "quiet week" needs a 3.5" opening and a 10' run.`);
    expect(text).toBe('The owner’s “quiet week” needs a 3.5″ opening and a 10′ run.');
  });

  it('pairs quotes across separate runs', () => {
    const quotes = new QuoteSmartener();
    expect([quotes.apply('say "'), quotes.apply('cool'), quotes.apply('" twice')].join('')).toBe('say “cool” twice');
  });
});

describe('links', () => {
  it('prints internal routes as the site address and keeps the route as the link target', () => {
    expect(resolveLink('/calculators/climate')).toEqual({
      display: 'winecellargpt.com/calculators/climate',
      url: 'https://winecellargpt.com/calculators/climate',
    });
    expect(resolveLink('/')).toEqual({ display: 'winecellargpt.com', url: 'https://winecellargpt.com/' });
    expect(resolveLink('#sources')).toEqual({ display: null, url: null });
  });

  it('adds the printed address after a link label, or replaces a label that is the route itself', () => {
    const labelled = paragraphRuns('Try the [climate calculator](/calculators/climate) today.');
    expect(labelled.map((run) => run.text).join('')).toBe(
      'Try the climate calculator (winecellargpt.com/calculators/climate) today.',
    );
    expect(labelled.filter((run) => run.link).map((run) => run.text)).toEqual([
      'climate calculator',
      'winecellargpt.com/calculators/climate',
    ]);
    const bare = paragraphRuns('Go to [/quote](/quote).');
    expect(bare.map((run) => run.text).join('')).toBe('Go to winecellargpt.com/quote.');
  });

  it('decodes character references marked leaves in text', () => {
    expect(decodeEntities('R&amp;D at 55&deg;F &#8776; 13&#x00B0;C')).toBe('R&D at 55°F ≈ 13°C');
  });

  it('sets bold, italic and code in their own faces', () => {
    const runs = paragraphRuns('Plain **bold** *italic* `code`');
    expect(runs.map((run) => [run.text, run.font])).toEqual([
      ['Plain ', 'body'],
      ['bold', 'bodySemibold'],
      [' ', 'body'],
      ['italic', 'bodyItalic'],
      [' ', 'body'],
      ['code', 'bodySemibold'],
    ]);
  });
});
