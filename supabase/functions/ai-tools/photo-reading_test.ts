/**
 * The tools that have one photo read by the model (photo-reading.ts), each
 * held to the same promises: no model said plainly with no model part, a bad
 * image or an over-long text refused on its field, a reading sent the image
 * and the tool's context, stripped of markup and marked as the model's, and
 * a failing model losing only the reading.
 */
import { assertEquals, assertIncludes } from '../_shared/testing/assert.ts';
import { readError } from '../_shared/testing/deno-helpers.ts';
import type { AiToolsDeps } from './handler.ts';
import { postTool, withProvider } from './testing.ts';
import type { ToolName } from './tools/index.ts';
import { NO_MODEL_NOTE as CONDITION_NO_MODEL } from './tools/condition-assessment.ts';
import { NO_MODEL_NOTE as MATERIAL_NO_MODEL } from './tools/material-identifier.ts';

// A 1 × 1 JPEG-shaped data URL: the function checks the form, the model reads the picture.
const IMAGE = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AVN//2Q==';

interface Case {
  tool: ToolName;
  input: Record<string, string>;
  noModel: string;
  /** A text field, its limit, a value with markup, and what the model is sent for it. */
  text: { field: string; max: number; marked: string; sent: string };
}

const CASES: Case[] = [
  {
    tool: 'condition-assessment',
    input: { image: IMAGE, caption: 'Bottom of the door', context: 'Condition 78/100 (fair). Findings: Door seal.' },
    noModel: CONDITION_NO_MODEL,
    text: { field: 'caption', max: 120, marked: '<i>Bottom</i> of the door', sent: 'Owner’s caption: Bottom of the door.' },
  },
  {
    tool: 'material-identifier',
    input: { image: IMAGE, answers: 'Where is it? Racking or shelving.' },
    noModel: MATERIAL_NO_MODEL,
    text: { field: 'answers', max: 600, marked: '<b>Where is it?</b> Racking or shelving.', sent: 'What the owner observed: Where is it? Racking or shelving.' },
  },
];

interface Answer {
  tool: string;
  result: { reading: string | null; note: string | null };
  parts: Array<{ part: string; source: string; by: string }>;
}

for (const { tool, input, noModel, text } of CASES) {
  const post = (body: unknown, deps: Partial<AiToolsDeps> = {}) => postTool(tool, body, deps);

  Deno.test(`${tool}: with no model the photo is not read, and the answer says so with no model part`, async () => {
    const response = await post(input);
    assertEquals(response.status, 200);
    const answer = (await response.json()) as Answer;
    assertEquals(answer.result, { reading: null, note: noModel });
    assertEquals(answer.parts, []);
  });

  Deno.test(`${tool}: a photo that is not an image data URL, or too long a ${text.field}, is refused on its field`, async () => {
    const wrong = await readError(await post({ ...input, image: 'data:text/html;base64,PGI+' }));
    assertEquals(wrong.error.code, 'invalid_request');
    assertEquals(wrong.error.issues?.[0], { path: 'input.image', message: 'The photo must be a JPEG, PNG or WebP data URL' });
    const long = await readError(await post({ ...input, [text.field]: 'x'.repeat(text.max + 1) }));
    assertEquals(long.error.issues?.[0]?.path, `input.${text.field}`);
  });

  Deno.test(`${tool}: a vision model’s reading is sent the image, stripped of markup and marked as the model’s`, async () => {
    await withProvider({ chat: [{ kind: 'text', content: '<b>Straight-grained</b> wood, no mould visible.' }] }, async (deps, server) => {
      const answer = (await (await post({ ...input, [text.field]: text.marked }, deps)).json()) as Answer;
      assertEquals(answer.result, { reading: 'Straight-grained wood, no mould visible.', note: null });
      assertEquals(answer.parts, [{ part: 'photo-reading', source: 'model', by: 'fake-model' }]);
      const sent = JSON.stringify(server.fake.chatRequests[0]?.body);
      assertIncludes(sent, '"type":"image_url"');
      assertIncludes(sent, IMAGE);
      assertIncludes(sent, text.sent);
    });
  });

  Deno.test(`${tool}: a model that fails (or takes no images) loses only the reading`, async () => {
    await withProvider({ chat: [{ kind: 'status', status: 400 }] }, async (deps) => {
      const response = await post(input, deps);
      assertEquals(response.status, 200);
      const answer = (await response.json()) as Answer;
      assertEquals(answer.result.reading, null);
      assertIncludes(answer.result.note ?? '', 'The AI model could not read this photo');
      assertEquals(answer.parts, []);
    });
  });
}

for (const { tool, input, noModel } of CASES) {
  Deno.test(`${tool}: with AI_VISION=off the text model is never sent the photo`, async () => {
    await withProvider({ chat: [{ kind: 'text', content: 'A reading nobody asked for.' }] }, async (deps, server) => {
      const answer = (await (await postTool(tool, input, { ...deps, capabilities: { text: true, vision: false, transcription: false } })).json()) as Answer;
      assertEquals(answer.result, { reading: null, note: noModel });
      assertEquals(server.fake.chatRequests.length, 0);
    });
  });
}
