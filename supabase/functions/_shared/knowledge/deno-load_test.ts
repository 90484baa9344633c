/**
 * The knowledge index as the functions use it: the generated JSON, imported
 * statically by deno-load.ts, searched under Deno. Generate it first with
 * `npm run knowledge` (the backend and test runner do).
 */
import { EXCERPT_MAX } from '../../_domain/knowledge/types.ts';
import { assert } from '../testing/assert.ts';
import { knowledgeFromIndex, semanticSearchFromIndex } from './deno-load.ts';

Deno.test('the generated knowledge index loads under Deno and answers a question', () => {
  const knowledge = knowledgeFromIndex();
  assert(knowledge.size > 100, `expected a full index, got ${knowledge.size} passages`);

  const [first] = knowledge.search('ideal humidity for wine', { limit: 3 });
  assert(first, 'no result for "ideal humidity for wine"');
  assert(/humidity/i.test(first.heading), `top heading "${first.heading}" is not about humidity`);
  assert(first.url.startsWith('/') && first.url.includes('#'), `top url "${first.url}" is not a section link`);
  assert(first.excerpt.length > 0 && first.excerpt.length <= EXCERPT_MAX, `excerpt missing or over ${EXCERPT_MAX} characters`);
});

Deno.test('a business question is answered from the facts and FAQ', () => {
  const results = knowledgeFromIndex().search('what warranty do you offer', { limit: 5 });
  assert(results.some((result) => /5 years/.test(result.excerpt)), 'no result states the 5-year construction warranty');
});

Deno.test('both searches are built once per instance', () => {
  assert(knowledgeFromIndex() === knowledgeFromIndex(), 'the knowledge search is kept');
  assert(semanticSearchFromIndex() === semanticSearchFromIndex(), 'the semantic search is kept');
});
