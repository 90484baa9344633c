import { assertEquals, assertIncludes } from '../../_shared/testing/assert.ts';
import { readError } from '../../_shared/testing/deno-helpers.ts';
import type { AiToolsDeps } from '../handler.ts';
import { postTool, withProvider } from '../testing.ts';
import { NO_MODEL_NOTE } from './material-identifier.ts';

const post = (input: unknown, deps: Partial<AiToolsDeps> = {}) => postTool('material-identifier', input, deps);

// A 1 × 1 JPEG-shaped data URL: the function checks the form, the model reads the picture.
const IMAGE = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AVN//2Q==';
const INPUT = { image: IMAGE, answers: 'Where: racking. Colour: reddish brown.' };

interface Answer {
  tool: string;
  result: { reading: string | null; note: string | null };
  parts: Array<{ part: string; source: string; by: string }>;
}

Deno.test('material-identifier: with no model the photo is not read, and the answer says so with no model part', async () => {
  const response = await post(INPUT);
  assertEquals(response.status, 200);
  const answer = (await response.json()) as Answer;
  assertEquals(answer.result, { reading: null, note: NO_MODEL_NOTE });
  assertEquals(answer.parts, []);
});

Deno.test('material-identifier: a photo that is not an image data URL, or too long a list of answers, is refused on its field', async () => {
  const wrong = await readError(await post({ ...INPUT, image: 'data:text/html;base64,PGI+' }));
  assertEquals(wrong.error.code, 'invalid_request');
  assertEquals(wrong.error.issues?.[0], { path: 'input.image', message: 'The photo must be a JPEG, PNG or WebP data URL' });
  const answers = await readError(await post({ ...INPUT, answers: 'x'.repeat(601) }));
  assertEquals(answers.error.issues?.[0]?.path, 'input.answers');
});

Deno.test('material-identifier: a vision model’s reading is sent the image, stripped of markup and marked as the model’s', async () => {
  await withProvider({ chat: [{ kind: 'text', content: '<b>Straight-grained</b> reddish wood, most like redwood; no mould visible.' }] }, async (deps, server) => {
    const answer = (await (await post({ ...INPUT, answers: '<i>Where</i>: racking.' }, deps)).json()) as Answer;
    assertEquals(answer.result, { reading: 'Straight-grained reddish wood, most like redwood; no mould visible.', note: null });
    assertEquals(answer.parts, [{ part: 'photo-reading', source: 'model', by: 'fake-model' }]);
    const sent = JSON.stringify(server.fake.chatRequests[0]?.body);
    assertIncludes(sent, '"type":"image_url"');
    assertIncludes(sent, IMAGE);
    assertIncludes(sent, 'What the owner observed: Where: racking.');
  });
});

Deno.test('material-identifier: a model that fails (or takes no images) loses only the reading', async () => {
  await withProvider({ chat: [{ kind: 'status', status: 400 }] }, async (deps) => {
    const response = await post(INPUT, deps);
    assertEquals(response.status, 200);
    const answer = (await response.json()) as Answer;
    assertEquals(answer.result.reading, null);
    assertIncludes(answer.result.note ?? '', 'The AI model could not read this photo');
    assertEquals(answer.parts, []);
  });
});
