import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from '../../../../scripts/knowledge/build.ts';
import { estimateCost, formatUsd, COST_DEFAULTS } from '../estimator/index.ts';
import { createKnowledgeSearch } from '../knowledge/search.ts';
import { createSemanticSearch } from '../semantic-search/engine.ts';
import { buildDraft, checkTopic, postLength, type ContentDraft, type DraftEngine, type DraftRequest } from './draft.ts';
import { checkProse, proseDocument, proseRequest } from './prose.ts';

let engine: DraftEngine;
beforeAll(async () => {
  const knowledge = createKnowledgeSearch(await buildKnowledgeIndex());
  engine = { ask: createSemanticSearch(knowledge), knowledge };
});

const TODAY = '2026-11-26';
type Draft = Extract<ContentDraft, { ok: true }>;
function draft(request: Partial<DraftRequest> & Pick<DraftRequest, 'topic'>): Draft {
  const built = buildDraft({ format: 'article', audience: 'collectors', ...request }, engine, TODAY);
  if (!built.ok) throw new Error(`no draft: ${built.message}`);
  return built;
}

/** Every "statement [n]" of a draft, with the source it cites. */
function citedStatements(markdown: string): Array<{ sentence: string; n: number }> {
  return [...markdown.matchAll(/(?:^- |\. |^)([^\n[]*?[.!?]) \[(\d+)\]/gm)].map((match) => ({ sentence: (match[1] ?? '').replace(/^(- )?(Open with: )?/, '').trim(), n: Number(match[2]) }));
}

describe('the topic', () => {
  it('is plain text of 3–200 characters with words, each failure with its own message', () => {
    expect(checkTopic('  <b>Humidity</b> in a   basement ')).toEqual({ ok: true, topic: 'Humidity in a basement' });
    expect(checkTopic('<i></i>')).toMatchObject({ ok: false, message: expect.stringContaining('Name a topic first') });
    expect(checkTopic('x'.repeat(201))).toMatchObject({ ok: false, message: 'Keep the topic to 200 characters or fewer (it has 201).' });
    expect(checkTopic('12 34')).toMatchObject({ ok: false, message: expect.stringContaining('Describe the topic in a few words') });
  });
});

describe('an article outline', () => {
  it('is a draft whose every statement is a sentence of the source it cites', () => {
    const article = draft({ topic: 'what humidity should a wine cellar be' });
    expect(article.markdown).toMatch(/^---\nstatus: draft\nformat: article\n/);
    expect(article.markdown).toContain('Draft for review — not published.');
    expect(article.sources.length).toBeGreaterThanOrEqual(3);
    const statements = citedStatements(article.markdown);
    expect(statements.length).toBeGreaterThanOrEqual(5);
    for (const { sentence, n } of statements) {
      const source = article.sources.find((candidate) => candidate.n === n);
      expect(source, `[${n}] names a source`).toBeDefined();
      expect(source?.quote, `“${sentence}” is in source ${n}`).toContain(sentence);
    }
    // Every source is listed with its link, and the site's humidity range is there, cited.
    for (const source of article.sources) expect(article.markdown).toContain(`${source.n}. [`);
    expect(article.markdown).toMatch(/50% and 70%[^\n]*\[\d\]/);
    expect(article.figures).toBeNull();
  });

  it('carries the estimator’s own figures when the topic is about cost, with the topic’s bottle count', () => {
    const article = draft({ topic: 'how much does a 1,500-bottle wine cellar cost' });
    const estimate = estimateCost({ ...COST_DEFAULTS, bottles: 1500 });
    expect(article.figures?.calculator.url).toBe('/calculators/cost?b=1500');
    expect(article.markdown).toContain('## Figures from our estimator');
    expect(article.markdown).toContain(`| **Total** | **${formatUsd(estimate.total.low)}** | **${formatUsd(estimate.total.high)}** |`);
    expect(article.markdown).toContain('[Get FREE Quote (Worth $2,500)](/quote)');
    expect(article.markdown).toContain('8–12 weeks');
  });

  it('says when the site has little on the topic, and makes no draft from nothing', () => {
    const none = buildDraft({ format: 'article', audience: 'homeowners', topic: 'best pizza in town' }, engine, TODAY);
    expect(none).toMatchObject({ ok: false, reason: 'none' });
    expect(none.ok ? '' : none.message).toContain('No page of the site mentions “pizza”.');
    const offTopic = buildDraft({ format: 'faq', audience: 'collectors', topic: 'which vintage of Bordeaux should I buy?' }, engine, TODAY);
    expect(offTopic).toMatchObject({ ok: false, reason: 'off-topic' });
  });

  it('is the same draft for the same request', () => {
    expect(draft({ topic: 'vapor barrier placement' })).toEqual(draft({ topic: 'vapor barrier placement' }));
  });
});

describe('an FAQ answer', () => {
  it('asks the topic as a question and answers it in a few cited sentences', () => {
    const faq = draft({ format: 'faq', topic: 'why is my basement cellar damp' });
    expect(faq.title).toBe('Why is my basement cellar damp?');
    expect(faq.markdown).toContain('### Why is my basement cellar damp?');
    const answer = faq.markdown.split('### Why is my basement cellar damp?\n\n')[1]?.split('\n\n')[0] ?? '';
    expect(answer.length).toBeLessThan(700);
    expect(answer).toMatch(/\[1\]/);
    expect(faq.markdown).toMatch(/Read more: \[/);
    expect(draft({ format: 'faq', topic: 'cellar lighting' }).title).toBe('What should you know about cellar lighting?');
  });
});

describe('a social post', () => {
  it('counts links as X does and stays within each network’s limit', () => {
    expect(postLength('Cork needs humidity. https://winecellargpt.com/blog/wine-storage-climate-control#what-humidity', 'x')).toBe(21 + 23);
    expect(postLength('Cork needs humidity. https://winecellargpt.com/blog', 'linkedin')).toBe(51);
    for (const network of ['x', 'linkedin', 'instagram'] as const) {
      const post = draft({ format: 'social', network, topic: 'humidity for cork' });
      expect(post.length?.chars).toBeLessThanOrEqual(post.length?.max ?? 0);
      expect(post.markdown).toContain('#WineCellar');
    }
    const x = draft({ format: 'social', network: 'x', topic: 'humidity for cork' });
    expect(x.length?.max).toBe(280);
    expect(x.markdown).toContain('https://winecellargpt.com/');
  });

  it('on Instagram, points to the profile’s link instead of a link that would not work', () => {
    const post = draft({ format: 'social', network: 'instagram', topic: 'vapor barrier placement' });
    expect(post.markdown).toContain('Link in bio');
    expect(post.markdown).not.toMatch(/\nhttps:\/\//);
    expect(post.warnings.join(' ')).toContain('does not make links in a post clickable');
  });
});

describe('a model’s prose', () => {
  it('is asked from the outline and sources only, and checked: markup stripped, unknown citations removed, new figures listed', () => {
    const faq = draft({ format: 'faq', topic: 'what humidity should a wine cellar be' });
    const request = proseRequest(faq);
    expect(request).toContain('Topic: what humidity should a wine cellar be');
    expect(request).toContain(`[1] ${faq.sources[0]?.label}`);
    expect(request).not.toContain('status: draft');
    const checked = checkProse('<p>Hold 50% to 70% [1], never 90% [7].</p>', faq);
    expect(checked).toEqual({ text: 'Hold 50% to 70% [1], never 90% .', removedCitations: [7], unsourcedFigures: ['90'] });
    const document = proseDocument(faq, checked, 'test-model', TODAY);
    expect(document).toContain('written-by: AI model test-model');
    expect(document).toContain('**Check these figures:** 90');
    expect(document).toContain('were removed: [7]');
    expect(document).toContain('## Sources');
  });
});
