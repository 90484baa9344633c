/** The multilingual job under Deno: the card engine's topic, a model told to answer in the visitor's language from English material, and a note code otherwise. */
import { assert, assertEquals, assertIncludes } from '../../_shared/testing/assert.ts';
import { readError } from '../../_shared/testing/deno-helpers.ts';
import type { AiToolsDeps } from '../handler.ts';
import { postTool, withProvider } from '../testing.ts';

const post = (input: unknown, deps: Partial<AiToolsDeps> = {}) => postTool('multilingual', input, deps);

interface Answer {
  result: { language: string; question: string; topic: string | null; topics: string[]; answer: string | null; note: string | null };
  parts: Array<{ part: string; source: string; by: string }>;
}

Deno.test('multilingual: without a model, the card’s topic and the no-model note', async () => {
  const response = await post({ language: 'es', question: '¿Qué humedad necesita mi bodega?' });
  assertEquals(response.status, 200);
  const answer = (await response.json()) as Answer;
  assertEquals(answer.result.topic, 'humidity');
  assertEquals(answer.result.answer, null);
  assertEquals(answer.result.note, 'no-model');
  assertEquals(answer.parts, [{ part: 'card', source: 'engine', by: 'translated knowledge cards' }]);
});

Deno.test('multilingual: bad input is refused on its field', async () => {
  const empty = await readError(await post({ language: 'fr', question: ' <b></b> ' }));
  assertEquals(empty.error.issues?.[0], { path: 'input.question', message: 'Type a question first.' });
  const unsupported = await readError(await post({ language: 'pt', question: 'Quanto custa?' }));
  assertEquals(unsupported.error.issues?.[0]?.path, 'input.language');
});

Deno.test('multilingual: with a model, an answer in the visitor’s language grounded on the English site, markup stripped, marked as the model’s', async () => {
  await withProvider({ chat: [{ kind: 'text', content: '<b>Die Luftfeuchtigkeit</b> sollte 50–70 % betragen.' }] }, async (deps, server) => {
    const answer = (await (await post({ language: 'de', question: 'Welche Luftfeuchtigkeit braucht ein Weinkeller?' }, deps)).json()) as Answer;
    assertEquals(answer.result.answer, 'Die Luftfeuchtigkeit sollte 50–70 % betragen.');
    assertEquals(answer.result.topic, 'humidity');
    assertEquals(answer.parts.at(-1), { part: 'answer', source: 'model', by: 'fake-model' });
    const sent = JSON.stringify(server.fake.chatRequests[0]?.body);
    assertIncludes(sent, 'answer only in German');
    assertIncludes(sent, 'Passages (English)');
    assertIncludes(sent, 'What humidity should a wine cellar be?');
  });
});

Deno.test('multilingual: a question no card answers still reaches the model; a failing model loses only its answer', async () => {
  await withProvider({ chat: [{ kind: 'status', status: 500 }] }, async (deps) => {
    const response = await post({ language: 'zh', question: '今天天气怎么样？' }, deps);
    assertEquals(response.status, 200);
    const answer = (await response.json()) as Answer;
    assertEquals(answer.result.topic, null);
    assertEquals(answer.result.note, 'failed');
    assert(answer.parts.length === 1, 'only the card part');
  });
});

Deno.test('multilingual: a two-part question grounds the model on both parts, and another firm is never named as a source', async () => {
  const said = 'Die Temperatur sollte 55 °F betragen. Laut Vigilant ist das ideal. Der Bau dauert 8 bis 12 Wochen.';
  await withProvider({ chat: [{ kind: 'text', content: said }] }, async (deps, server) => {
    const answer = (await (await post({ language: 'de', question: 'Welche Temperatur ist ideal und wie lange dauert der Bau?' }, deps)).json()) as Answer;
    assertEquals(answer.result.topics, ['temperature', 'timeline']);
    assertEquals(answer.result.answer, 'Die Temperatur sollte 55 °F betragen. Der Bau dauert 8 bis 12 Wochen.');
    const sent = JSON.stringify(server.fake.chatRequests[0]?.body);
    assertIncludes(sent, 'What temperature should a wine cellar be?');
    assertIncludes(sent, 'How long does construction take?');
    assertIncludes(sent, 'answer each of them, in the order asked');
    for (const firm of ['Vigilant', 'WineCellarHQ', 'Wine Cellar Innovations', 'WhisperKOOL', 'Wine-Mate']) assert(!sent.includes(firm), `${firm} sent to the model`);
  });
});
