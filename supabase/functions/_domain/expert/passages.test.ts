import { it } from 'vitest';
import { assert, assertEquals } from '../../_shared/testing/assert.ts';
import { figuresOf, isRelevant, leadSentences, looksLikeTable, MAX_QUERY_CHARS, searchText, sentencesOf } from './passages.ts';
import type { KnowledgeResult } from '../knowledge/search.ts';

const passage = (excerpt: string, heading = 'A heading'): KnowledgeResult => ({
  id: excerpt.slice(0, 20),
  title: 'A guide',
  heading,
  url: '/resources/a-guide#a-heading',
  excerpt,
  score: 1,
  kind: 'guide',
});

it('search text: a question whole; in a longer message, its last question, with the sentence before when it points back', () => {
  assertEquals(searchText('What humidity should a cellar be?'), 'What humidity should a cellar be?');
  assertEquals(searchText('Our basement is next to the furnace. What humidity should we keep?'), 'What humidity should we keep?');
  assertEquals(searchText('We have 1,200 Burgundies. How should we rack them?'), 'We have 1,200 Burgundies. How should we rack them?');
  const pasted = `${'Long notes about our renovation plans. '.repeat(40)}Also the door faces south`;
  const searched = searchText(pasted);
  assert(searched.length <= MAX_QUERY_CHARS + 1);
  assert(searched.startsWith('Long notes') && searched.endsWith('faces south'));
});

it('relevance: half the terms of a short question; two and a third of a longer one', () => {
  const humidity = passage('Aim for 50–70% relative humidity in the cellar.', 'What humidity should a wine cellar be?');
  assertEquals(isRelevant(humidity, ['humidity', 'cellar']), true);
  assertEquals(isRelevant(humidity, ['joke']), false);
  assertEquals(isRelevant(humidity, ['capital', 'franc']), false);
  assertEquals(isRelevant(humidity, ['humidity', 'basement', 'furnac', 'concret', 'burgundy']), false);
  assertEquals(isRelevant(humidity, ['humidity', 'cellar', 'furnac', 'concret', 'burgundy']), true);
  assertEquals(isRelevant(humidity, []), false);
});

it('quoting: sentences split cleanly; a cut-off tail, flattened tables and long runs are not quoted', () => {
  assertEquals(sentencesOf('Aim for 55°F. Keep it steady. Below about 50% for long…'), ['Aim for 55°F.', 'Keep it steady.']);
  const table = 'Published figures fall into three bands: Collection size Typical total What That Buys Under 500 bottles A Closet Or Small Room With Stock Racking';
  assert(looksLikeTable(table));
  assert(!looksLikeTable('Keep relative humidity between 50% and 70%, ideally 60–65%, so corks stay supple and labels stay clean.'));
  assertEquals(leadSentences(passage(`${table}. The rest.`), { terms: ['cost'], wantsFigure: true }), []);
  assertEquals(
    leadSentences(passage('Aim for 50–70% relative humidity, ideally 60–65%. Mold grows above 70%. Labels peel.'), { terms: ['humidity'], wantsFigure: true }),
    ['Aim for 50–70% relative humidity, ideally 60–65%.', 'Mold grows above 70%.'],
  );
});

it('figures: the numbers a sentence states, thousands separators removed', () => {
  assertEquals(figuresOf('50–70%, ideally 60-65%; 1,500 bottles at $2,500 and 4.9/5'), ['50', '70', '60', '65', '1500', '2500', '4.9', '5']);
});
