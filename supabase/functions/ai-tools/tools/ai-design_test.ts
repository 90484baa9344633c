import { DEFAULT_BRIEF } from '../../_domain/designer/brief.ts';
import { designConcepts } from '../../_domain/designer/layout.ts';
import { assert, assertEquals, assertIncludes } from '../../_shared/testing/assert.ts';
import { readError } from '../../_shared/testing/deno-helpers.ts';
import type { AiToolsDeps } from '../handler.ts';
import { postTool, withProvider } from '../testing.ts';

const post = (input: unknown, deps: Partial<AiToolsDeps> = {}) => postTool('ai-design', input, deps);

interface Answer {
  tool: string;
  result: {
    target: number;
    advice: string[];
    concepts: Array<{ id: string; figures: { bottles: number; cost: { low: number; high: number } }; narrative: string | null; narrativeNote: string | null; recommended: boolean }>;
  };
  parts: Array<{ part: string; source: string; by: string }>;
}

Deno.test('ai-design: the engine’s concepts, the same as the browser’s, all marked as the engine’s', async () => {
  const response = await post({ brief: DEFAULT_BRIEF });
  assertEquals(response.status, 200);
  const answer = (await response.json()) as Answer;
  const local = designConcepts(DEFAULT_BRIEF);
  assert(local.ok);
  assertEquals(answer.tool, 'ai-design');
  assertEquals(answer.result.target, local.target);
  assertEquals(
    answer.result.concepts.map((concept) => [concept.id, concept.figures.bottles, concept.figures.cost]),
    local.concepts.map((concept) => [concept.id, concept.figures.bottles, concept.figures.cost]),
  );
  assertEquals(answer.parts, [
    { part: 'layouts', source: 'engine', by: 'layout engine' },
    { part: 'figures', source: 'engine', by: 'estimator' },
  ]);
});

Deno.test('ai-design: an impossible room is refused on its field with the designer’s message', async () => {
  const zero = await readError(await post({ brief: { ...DEFAULT_BRIEF, width: 0 } }));
  assertEquals(zero.error.code, 'invalid_request');
  assertEquals(zero.error.issues?.[0], { path: 'input.brief.width', message: "The room's width must be more than 0 ft" });
  const door = await readError(await post({ brief: { ...DEFAULT_BRIEF, width: 4, doorWall: 0, doorOffset: 0, doorWidth: 6 } }));
  assertEquals(door.error.issues?.[0], { path: 'input.brief.doorWidth', message: 'The door is 6 ft wide but the north wall is only 4 ft long' });
  const style = await readError(await post({ brief: { ...DEFAULT_BRIEF, style: 'baroque' } }));
  assertEquals(style.error.issues?.[0]?.path, 'input.brief.style');
});

Deno.test('ai-design: with a model, one narrative per concept, markup stripped, marked as the model’s; the figures stay the engine’s', async () => {
  await withProvider({ chat: [{ kind: 'text', content: '<b>Step in</b> and the display faces you.<script>x()</script>' }] }, async (deps, server) => {
    const answer = (await (await post({ brief: DEFAULT_BRIEF, narrative: true }, deps)).json()) as Answer;
    assert(answer.result.concepts.length >= 2);
    for (const concept of answer.result.concepts) assertEquals(concept.narrative, 'Step in and the display faces you.');
    assertEquals(answer.parts.at(-1), { part: 'narrative', source: 'model', by: 'fake-model' });
    assertEquals(server.fake.chatRequests.length, answer.result.concepts.length);
    const sent = JSON.stringify(server.fake.chatRequests[0]?.body);
    assertIncludes(sent, `Bottle capacity: ${answer.result.concepts[0]?.figures.bottles.toLocaleString('en-US')}`);
  });
});

Deno.test('ai-design: a failing model loses the narrative, never the concepts; no model is said plainly', async () => {
  await withProvider({ chat: [{ kind: 'status', status: 500 }] }, async (deps) => {
    const response = await post({ brief: DEFAULT_BRIEF, narrative: true }, deps);
    assertEquals(response.status, 200);
    const answer = (await response.json()) as Answer;
    assertEquals(answer.result.concepts[0]?.narrative, null);
    assertIncludes(answer.result.concepts[0]?.narrativeNote ?? '', 'No written narrative this time');
    assertEquals(answer.parts.length, 2);
  });
  const none = (await (await post({ brief: DEFAULT_BRIEF, narrative: true })).json()) as Answer;
  assertEquals(none.result.concepts[0]?.narrativeNote, 'No AI model is configured, so there is no written narrative; the concepts and figures are the whole result.');
});
