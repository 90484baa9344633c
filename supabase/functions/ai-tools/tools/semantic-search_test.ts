/** The semantic-search job under Deno: the generated index (`npm run knowledge` first), the same passages as the browser, and a model's answer only from them. */
import { createKnowledgeSearch } from '../../_domain/knowledge/search.ts';
import { createSemanticSearch } from '../../_domain/semantic-search/engine.ts';
import { assert, assertEquals, assertIncludes } from '../../_shared/testing/assert.ts';
import { readError } from '../../_shared/testing/deno-helpers.ts';
import type { AiToolsDeps } from '../handler.ts';
import { postTool, withProvider } from '../testing.ts';
import { NO_MODEL_NOTE } from './semantic-search.ts';

const INDEX = new URL('../../_shared/knowledge/generated/knowledge-index.json', import.meta.url);

const post = (input: unknown, deps: Partial<AiToolsDeps> = {}) => postTool('semantic-search', input, deps);

interface Answer {
  tool: string;
  result: { question: string; passages: Array<{ url: string; snippet: string }>; answer: string | null; answerNote: string | null; match: string };
  parts: Array<{ part: string; source: string; by: string }>;
}

const QUESTION = 'can I just put a regular AC in the room?';

Deno.test('semantic-search: the same passages as the browser’s engine, marked as the engine’s; no model said plainly', async () => {
  const browser = createSemanticSearch(createKnowledgeSearch(await Deno.readTextFile(INDEX)))(QUESTION);
  const response = await post({ question: QUESTION });
  assertEquals(response.status, 200);
  const answer = (await response.json()) as Answer;
  assertEquals(answer.result.passages, JSON.parse(JSON.stringify(browser.passages)));
  assertEquals(answer.parts, [{ part: 'passages', source: 'engine', by: 'semantic search' }]);
  assertEquals(answer.result.answer, null);
  assertEquals(answer.result.answerNote, NO_MODEL_NOTE);
});

Deno.test('semantic-search: a bad question is refused on input.question with the page’s message', async () => {
  const empty = await readError(await post({ question: '  <b></b> ' }));
  assertEquals(empty.error.code, 'invalid_request');
  assertEquals(empty.error.issues?.[0], { path: 'input.question', message: 'Type a question first, for example "why is my cellar damp?".' });
  const long = await readError(await post({ question: 'why '.repeat(100) }));
  assertIncludes(long.error.issues?.[0]?.message ?? '', 'Keep the question to 300 characters or fewer');
  const missing = await readError(await post({}));
  assertEquals(missing.error.issues?.[0]?.path, 'input.question');
});

Deno.test('semantic-search: with a model, a short answer from the passages only, markup stripped, marked as the model’s', async () => {
  await withProvider({ chat: [{ kind: 'text', content: '<b>No:</b> a household AC cannot hold 55°F [1].<script>x()</script>' }] }, async (deps, server) => {
    const answer = (await (await post({ question: QUESTION }, deps)).json()) as Answer;
    assertEquals(answer.result.answer, 'No: a household AC cannot hold 55°F [1].');
    assertEquals(answer.parts.at(-1), { part: 'answer', source: 'model', by: 'fake-model' });
    const sent = JSON.stringify(server.fake.chatRequests[0]?.body);
    assertIncludes(sent, 'Use only the numbered passages');
    assertIncludes(sent, `[1] `);
    assert(answer.result.passages.length > 0);
  });
});

Deno.test('semantic-search: a failing model loses only the answer', async () => {
  await withProvider({ chat: [{ kind: 'status', status: 500 }] }, async (deps) => {
    const response = await post({ question: QUESTION }, deps);
    assertEquals(response.status, 200);
    const answer = (await response.json()) as Answer;
    assertEquals(answer.result.answer, null);
    assertIncludes(answer.result.answerNote ?? '', 'No written answer this time');
    assert(answer.result.passages.length > 0);
    assertEquals(answer.parts.length, 1);
  });
});
