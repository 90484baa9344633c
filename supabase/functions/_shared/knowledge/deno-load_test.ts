/**
 * The knowledge index as the ai-chat function will use it: the generated
 * JSON read from disk and searched under Deno. Generate it first with
 * `npm run knowledge` (the backend and test runner do).
 */
import { createKnowledgeSearch } from '../../_domain/knowledge/search.ts';

const INDEX = new URL('./generated/knowledge-index.json', import.meta.url);

function assert(condition: unknown, label: string): asserts condition {
  if (!condition) throw new Error(label);
}

Deno.test('the generated knowledge index loads under Deno and answers a question', async () => {
  let text: string;
  try {
    text = await Deno.readTextFile(INDEX);
  } catch {
    throw new Error(`${INDEX.pathname} is missing: run \`npm run knowledge\` first`);
  }
  const knowledge = createKnowledgeSearch(text);
  assert(knowledge.size > 100, `expected a full index, got ${knowledge.size} passages`);

  const [first] = knowledge.search('ideal humidity for wine', { limit: 3 });
  assert(first, 'no result for "ideal humidity for wine"');
  assert(/humidity/i.test(first.heading), `top heading "${first.heading}" is not about humidity`);
  assert(first.url.startsWith('/') && first.url.includes('#'), `top url "${first.url}" is not a section link`);
  assert(first.excerpt.length > 0 && first.excerpt.length <= 600, 'excerpt missing or too long');
});

Deno.test('a business question is answered from the facts and FAQ', async () => {
  const knowledge = createKnowledgeSearch(await Deno.readTextFile(INDEX));
  const results = knowledge.search('what warranty do you offer', { limit: 5 });
  assert(results.some((result) => /5 years/.test(result.excerpt)), 'no result states the 5-year construction warranty');
});
