import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from '../../../../scripts/knowledge/build.ts';
import { estimateCost, COST_DEFAULTS } from '../estimator/index.ts';
import { createKnowledgeSearch } from '../knowledge/search.ts';
import { createSemanticSearch, type SemanticSearch } from '../semantic-search/engine.ts';
import { firstReply, followUp, questionsIn, type LeadForReply } from './replies.ts';

let ask: SemanticSearch;
beforeAll(async () => {
  ask = createSemanticSearch(createKnowledgeSearch(await buildKnowledgeIndex()));
});

const LEAD: LeadForReply = {
  firstName: 'Elena',
  email: 'elena@example.com',
  projectType: 'residential',
  budget: '50k-100k',
  timeline: '1-3months',
  details: 'We have a basement room and about 1,500 bottles. What humidity should the cellar be? Can we have a glass door?',
  location: 'Napa, CA',
  capacityBottles: 1500,
  createdAt: '2026-11-02T15:00:00Z',
};

describe('the first reply to a new lead', () => {
  it('greets by first name, answers each question from the site with its link, prices the size with the estimator and ends with one next step', () => {
    const draft = firstReply(LEAD, ask);
    expect(draft.subject).toBe('Your residential wine cellar: next steps');
    expect(draft.text.startsWith('Hello Elena,\n\n')).toBe(true);
    expect(draft.text).toContain('about 1,500 bottles in Napa, CA');
    expect(draft.text).toContain('You asked: “What humidity should the cellar be?”');
    expect(draft.text).toMatch(/50%.{0,12}70%/);
    const estimate = estimateCost({ ...COST_DEFAULTS, bottles: 1500 });
    expect(draft.text).toContain(`our estimator puts it at: ${estimate.summary}`);
    expect(draft.links.some((link) => link.startsWith('https://winecellargpt.com/calculators/cost?'))).toBe(true);
    expect(draft.links.at(-1)).toBe('https://winecellargpt.com/quote');
    for (const link of draft.links) expect(draft.text).toContain(link);
    expect(draft.text).toContain('a build takes 8-12 weeks');
    expect(draft.basis.join(' | ')).toContain('estimate from the estimator');
  });

  it('says plainly when the site has no answer, and uses the budget when no size is given', () => {
    const draft = firstReply({ ...LEAD, details: 'Do you work with pizza ovens?', capacityBottles: null, timeline: 'planning' }, ask);
    expect(draft.text).toContain('That is one to go through together at the consultation');
    expect(draft.text).toContain('You mentioned a budget of $50,000 - $100,000');
    expect(draft.text).not.toContain('a build takes');
  });

  it('finds the questions in a lead’s notes', () => {
    expect(questionsIn('Hi. How much for 800 bottles?\nAlso: lighting?? ok')).toEqual(['How much for 800 bottles?', 'Also: lighting??']);
    expect(questionsIn('No questions here.')).toEqual([]);
  });
});

describe('the follow-up to a quiet lead', () => {
  it('names the project and when they wrote, and offers an easy way out', () => {
    const draft = followUp(LEAD, 9);
    expect(draft.subject).toBe('Your residential wine cellar: still planning?');
    expect(draft.text).toContain('on November 2');
    expect(draft.text).toContain('a one-line reply is enough');
    expect(draft.basis).toContain('no activity for 9 days');
  });
});
