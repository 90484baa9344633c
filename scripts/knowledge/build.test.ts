// The route table reads Vite's virtual content modules and import.meta.env (the Vitest project provides both).
/// <reference types="vite/client" />
/// <reference path="../../src/content/virtual-modules.d.ts" />
import { beforeAll, describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { routeTable } from '@/app/route-table.ts';
import { business } from '@domain/business.ts';
import { createKnowledgeSearch, type KnowledgeSearch } from '@domain/knowledge/search.ts';
import { EXCERPT_MAX, type KnowledgeIndexJson, type KnowledgePassage } from '@domain/knowledge/types.ts';
import { buildKnowledgeIndex, collectPassages } from './build.ts';
import { LANDING } from './passages.ts';

let json: KnowledgeIndexJson;
let passages: KnowledgePassage[];
let knowledge: KnowledgeSearch;

beforeAll(async () => {
  [json, passages] = await Promise.all([buildKnowledgeIndex(), collectPassages()]);
  knowledge = createKnowledgeSearch(JSON.stringify(json));
});

const top = (query: string) => {
  const [first] = knowledge.search(query, { limit: 5 });
  if (!first) throw new Error(`no result for "${query}"`);
  return first;
};

describe('knowledge index ranking', () => {
  // Each question names the one passage a reader should land on.
  const cases: Array<[query: string, url: string, heading: RegExp]> = [
    ['ideal humidity for wine', '/blog/wine-storage-climate-control#what-humidity-should-a-wine-cellar-be', /humidity/i],
    ['how much does a 1000 bottle cellar cost', '/tools/cost-calculator-guide#what-does-a-1000-bottle-residential-cellar-cost-a-worked-example', /1,000-bottle/],
    ['why do cellars fail', '/blog/why-wine-cellars-fail#what-does-it-mean-when-a-wine-cellar-fails', /fails/],
    ['vapor barrier', '/resources/technical-guide#where-does-the-vapor-barrier-go-in-a-wine-cellar', /vapor barrier/i],
    ['what warranty do you offer', LANDING.faq, /^What warranties do you offer\?$/],
    ['how long does construction take', LANDING.faq, /^How long does construction take\?$/],
    ['BTU for a 10x8 room', '/resources/technical-guide#a-worked-example-a-10-8-8-ft-cellar', /10 × 8 × 8 ft/],
    ['condensate drain', '/resources/technical-guide#how-should-condensate-and-drainage-be-handled', /condensate/i],
    ['what to do after a power outage', '/resources/wine-storage-guide#what-should-you-do-after-a-power-outage', /power outage/],
    ['diamond bins', '/resources/technical-guide#diamond-bins-and-mixed-racking', /Diamond bins/],
  ];

  it.each(cases)('"%s" → %s', (query, url, heading) => {
    const first = top(query);
    expect(first.url).toBe(url);
    expect(first.heading).toMatch(heading);
  });

  it('"glass door cellar cooling" leads with a section on glass and doors, and reaches the cooling sizing guidance', () => {
    const results = knowledge.search('glass door cellar cooling', { limit: 5 });
    expect(results[0]?.heading).toMatch(/glass/i);
    expect(results[0]?.heading).toMatch(/door/i);
    expect(results.map((result) => result.heading).join(' | ')).toMatch(/cool/i);
  });

  it('folds cellar synonyms: RH is humidity, vapour is vapor, price and budget are cost, R-value in any spelling', () => {
    expect(top('RH').url).toBe(top('humidity').url);
    expect(top('vapour barrier').url).toBe(top('vapor barrier').url);
    expect(top('cellar price').url).toBe(top('cellar cost').url);
    expect(top('cellar budget').url).toBe(top('cellar cost').url);
    expect(top('R value walls').url).toBe('/resources/technical-guide#what-r-values-does-a-wine-cellar-need');
    expect(top('r-values for walls').url).toBe('/resources/technical-guide#what-r-values-does-a-wine-cellar-need');
  });

  it('forgives a typo and finishes a half-typed word', () => {
    expect(top('humidty').heading).toMatch(/humidity/i);
    expect(top('condens').heading).toMatch(/condens/i);
  });

  it('answers business questions from business.ts, so a changed warranty or timeline changes the answer', () => {
    const warranty = passages.find((item) => item.id === 'fact-warranties');
    expect(warranty?.text).toContain(`construction is covered for ${business.warranties.constructionYears} years`);
    expect(warranty?.text).toContain(`${business.warranties.climateSystemsYears} years`);
    expect(knowledge.search('warranty racking lifetime', { limit: 3 }).map((result) => result.id)).toContain('fact-warranties');
    expect(top('how many cellars have you built').excerpt).toContain(business.stats.cellarsBuiltLabel);
    expect(top('response time for a quote request').excerpt).toContain(`${business.offer.responseHours} hours`);
  });

  it('returns nothing for an empty or meaningless query, and honours the limit', () => {
    expect(knowledge.search('   ')).toEqual([]);
    expect(knowledge.search('how do you')).toEqual([]);
    expect(knowledge.search('cellar', { limit: 3 })).toHaveLength(3);
    expect(knowledge.search('cellar').length).toBe(8);
  });
});

describe('knowledge index contents', () => {
  it('holds a passage for every section of every content page, the FAQ, the services and the facts', () => {
    const kinds = new Set(passages.map((item) => item.kind));
    for (const kind of ['blog', 'guide', 'case-study', 'tool', 'book', 'download', 'faq', 'service', 'fact']) expect(kinds).toContain(kind);
    expect(json.passages).toBe(passages.length);
    expect(passages.filter((item) => item.kind === 'faq').length).toBeGreaterThanOrEqual(8);
    expect(passages.filter((item) => item.kind === 'service')).toHaveLength(4);
    expect(new Set(passages.map((item) => item.id)).size).toBe(passages.length);
  });

  it('links every passage to a route in the table or a landing-page section', () => {
    const routes = routeTable.map((route) => route.path);
    const landing = new Set<string>(Object.values(LANDING));
    for (const item of passages) {
      if (landing.has(item.url)) continue;
      const path = item.url.split('#')[0] ?? '';
      expect(routes.some((pattern) => matchPath({ path: pattern, end: true }, path)), item.url).toBe(true);
    }
  });

  it('keeps excerpts short and whole', () => {
    for (const item of passages) {
      expect(item.excerpt.length, item.id).toBeLessThanOrEqual(EXCERPT_MAX);
      expect(item.excerpt.length, item.id).toBeGreaterThan(20);
      expect(item.text.startsWith(item.excerpt.replace(/…$/, '')), item.id).toBe(true);
    }
  });

  it('stores only what results need: no full text in the JSON', () => {
    const stored = Object.values(json.index.storedFields as Record<string, Record<string, unknown>>);
    expect(stored).toHaveLength(passages.length);
    for (const fields of stored) expect(Object.keys(fields).sort()).toEqual(['excerpt', 'heading', 'kind', 'title', 'url']);
  });

  it('stays under the size budget (loaded on demand by site search; about 105 KB gzipped at 480 KB)', () => {
    expect(JSON.stringify(json).length).toBeLessThan(480 * 1024);
  });

  it('is deterministic: the same content gives the same bytes', async () => {
    expect(JSON.stringify(await buildKnowledgeIndex())).toBe(JSON.stringify(json));
  });
});
