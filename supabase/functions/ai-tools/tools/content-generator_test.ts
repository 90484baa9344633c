/** The content-generator job under Deno: admins only, the browser's outline from the same index, and a model's prose checked against the sources. */
import { buildDraft } from '../../_domain/content-drafts/draft.ts';
import { createKnowledgeSearch } from '../../_domain/knowledge/search.ts';
import { createSemanticSearch } from '../../_domain/semantic-search/engine.ts';
import { assert, assertEquals, assertIncludes } from '../../_shared/testing/assert.ts';
import { readError } from '../../_shared/testing/deno-helpers.ts';
import { ROLE_MESSAGES, type Access, type AiToolsDeps } from '../handler.ts';
import { postTool, withProvider } from '../testing.ts';
import { NO_MODEL_PROSE } from './content-generator.ts';

const INDEX = new URL('../../_shared/knowledge/generated/knowledge-index.json', import.meta.url);
const admin: Partial<AiToolsDeps> = { access: () => Promise.resolve('granted') };
const as = (access: Access): Partial<AiToolsDeps> => ({ access: () => Promise.resolve(access) });
const post = (input: unknown, deps: Partial<AiToolsDeps> = admin) => postTool('content-generator', input, deps);

const REQUEST = { format: 'faq', topic: 'what humidity should a wine cellar be', audience: 'collectors', today: '2026-11-26' } as const;

interface Answer {
  result: {
    draft: { ok: boolean; markdown: string; sources: Array<{ n: number; url: string }> };
    prose: { text: string; markdown: string; removedCitations: number[]; unsourcedFigures: string[]; by: string } | null;
    proseNote: string | null;
  };
  parts: Array<{ part: string; source: string; by: string }>;
}

Deno.test('content-generator: refused before any work to a signed-out caller (401) and to an account without the admin role (403)', async () => {
  const signedOut = await readError(await post(REQUEST, as('signed-out')));
  assertEquals(signedOut.error.code, 'unauthorized');
  assertEquals(signedOut.error.message, ROLE_MESSAGES['signed-out']('admin'));
  const member = await readError(await post(REQUEST, as('lacks-role')));
  assertEquals(member.error.code, 'forbidden');
  assertEquals(member.error.message, ROLE_MESSAGES['lacks-role']('admin'));
  // A dispatcher that cannot tell who calls serves no role-bound tool.
  assertEquals((await readError(await post(REQUEST, {}))).error.code, 'unauthorized');
  // The public tools are not affected.
  assertEquals((await postTool('semantic-search', { question: 'what humidity should a cellar be?' }, {})).status, 200);
});

Deno.test('content-generator: without a model, the same outline as the browser’s engine, marked as the engine’s', async () => {
  const knowledge = createKnowledgeSearch(await Deno.readTextFile(INDEX));
  const { today, ...request } = REQUEST;
  const browser = buildDraft(request, { ask: createSemanticSearch(knowledge), knowledge }, today);
  const response = await post(REQUEST);
  assertEquals(response.status, 200);
  const answer = (await response.json()) as Answer;
  assertEquals(answer.result.draft, JSON.parse(JSON.stringify(browser)));
  assertEquals(answer.result.prose, null);
  assertEquals(answer.result.proseNote, NO_MODEL_PROSE);
  assertEquals(answer.parts, [{ part: 'outline', source: 'engine', by: 'content outline engine' }]);
});

Deno.test('content-generator: a bad topic is refused on input.topic with the page’s message; an unknown format on input.format', async () => {
  const empty = await readError(await post({ ...REQUEST, topic: ' <i></i> ' }));
  assertEquals(empty.error.issues?.[0]?.path, 'input.topic');
  assertIncludes(empty.error.issues?.[0]?.message ?? '', 'Name a topic first');
  const format = await readError(await post({ ...REQUEST, format: 'press-release' }));
  assertEquals(format.error.issues?.[0]?.path, 'input.format');
});

Deno.test('content-generator: a model’s prose, markup stripped, a citation to no source removed and an unsourced figure flagged', async () => {
  const prose = '### What humidity?\n\n<b>Keep it between 50% and 70%</b> [2]. Some say 85% [9].<script>x()</script>';
  await withProvider({ chat: [{ kind: 'text', content: prose }] }, async (deps, server) => {
    const answer = (await (await post(REQUEST, { ...admin, ...deps })).json()) as Answer;
    const written = answer.result.prose;
    assert(written !== null, 'prose expected');
    assertEquals(written.text, '### What humidity?\n\nKeep it between 50% and 70% [2]. Some say 85% .');
    assertEquals(written.removedCitations, [9]);
    assertEquals(written.unsourcedFigures, ['85']);
    assertIncludes(written.markdown, 'written-by: AI model fake-model');
    assertIncludes(written.markdown, '**Check these figures:** 85');
    assertIncludes(written.markdown, '## Sources');
    assertEquals(answer.parts.at(-1), { part: 'prose', source: 'model', by: 'fake-model' });
    const sent = JSON.stringify(server.fake.chatRequests[0]?.body);
    assertIncludes(sent, 'Never add a figure');
    assertIncludes(sent, answer.result.draft.sources[0]?.url ?? '(no source)');
  });
});

Deno.test('content-generator: a failing model loses only the prose', async () => {
  await withProvider({ chat: [{ kind: 'status', status: 500 }] }, async (deps) => {
    const response = await post(REQUEST, { ...admin, ...deps });
    assertEquals(response.status, 200);
    const answer = (await response.json()) as Answer;
    assertEquals(answer.result.prose, null);
    assert(answer.result.draft.ok);
    assertIncludes(answer.result.proseNote ?? '', 'The outline is complete without it.');
  });
});
