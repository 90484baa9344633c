import { describe, expect, it } from 'vitest';
import { readStudioResponse } from './studio-client.ts';
import { studioSchema } from './studio-schema.ts';
import { ASPECTS, DEFAULT_NEGATIVE, PROMPT_MAX, SEED_MAX, STUDIO_DEFAULTS, STUDIO_FORM_DEFAULTS, studioFormValues, buildStudioTasks, composePrompt, runSeeds, type StudioInput, type StudioTask } from './studio.ts';
import { planInWords } from './design-words.ts';
import { STARTER_PLAN } from '@domain/designer/plan.ts';

const settings = (overrides: Partial<StudioInput> = {}): StudioInput => ({ ...STUDIO_DEFAULTS, description: 'a cellar under the stairs', ...overrides });

describe('the prompt composer', () => {
  it('puts the visitor’s words first, then the design, style, wood, view and light', () => {
    const prompt = composePrompt(settings({ style: 'modern-glass', wood: 'walnut', view: 'detail', lighting: 'gallery', design: '10 ft × 8 ft, 9 ft ceiling' }));
    expect(prompt).toBe(
      'a cellar under the stairs, the room: 10 ft × 8 ft, 9 ft ceiling, modern glass-enclosed wine room, frameless glass walls, black steel label-forward racks, bottles floating in rows, walnut racking, close-up of bottles and racking detail, shallow depth of field, cool neutral gallery lighting, LED strips under each shelf, photorealistic interior photograph, high detail',
    );
  });

  it('leaves out a wood the style already implies, and asks a drawing for an illustration, not a photograph', () => {
    const prompt = composePrompt(settings({ style: 'plan-drawing', wood: 'any', view: 'top-down' }));
    expect(prompt).toContain('architectural drawing of a wine cellar');
    expect(prompt).toMatch(/precise technical illustration$/);
    expect(prompt).not.toContain('photograph');
    expect(prompt).not.toContain(', ,');
  });

  it('stays within Runware’s 2,000 characters at the longest input the form allows', () => {
    const prompt = composePrompt(settings({ description: 'x '.repeat(500).trim(), design: 'y'.repeat(600), style: 'restaurant', wood: 'mahogany' }));
    expect(prompt.length).toBeLessThanOrEqual(PROMPT_MAX);
  });
});

describe('the form’s check', () => {
  it('asks for a description with the spec’s words, and strips markup first', () => {
    const empty = studioSchema.safeParse(settings({ description: '  <b></b> ' }));
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Please enter a description');
    const marked = studioSchema.parse(settings({ description: '<img src=x onerror=alert(1)>A <b>vaulted</b> room' }));
    expect(marked.description).toBe('A vaulted room');
  });

  it('takes an empty seed or a whole number up to 2,147,483,647, and one to four images', () => {
    expect(studioSchema.safeParse(settings({ seed: '' })).success).toBe(true);
    expect(studioSchema.safeParse(settings({ seed: String(SEED_MAX) })).success).toBe(true);
    for (const seed of ['0', '-4', '2.5', '2147483648', 'abc']) expect(studioSchema.safeParse(settings({ seed })).success, seed).toBe(false);
    expect(studioSchema.safeParse(settings({ results: 5 })).success).toBe(false);
    expect(studioSchema.safeParse(settings({ results: 0 })).success).toBe(false);
  });

  it('takes the form’s text: the count of images as its select’s text, and no design as an empty one', () => {
    const form = { ...STUDIO_FORM_DEFAULTS, description: 'a cellar under the stairs', results: '3' };
    expect(studioSchema.parse(form)).toMatchObject({ results: 3, design: undefined });
    expect(studioSchema.parse({ ...form, design: 'a room 12 ft by 10 ft' }).design).toBe('a room 12 ft by 10 ft');
    for (const results of ['', '0', '5', '2.5', 'two']) expect(studioSchema.safeParse({ ...form, results }).success, results).toBe(false);
  });

  it('gives a saved image’s settings back as the form’s text, leaving out what it does not set', () => {
    expect(studioFormValues({ description: 'a vaulted room', results: 4, seed: '42' })).toEqual({ description: 'a vaulted room', results: '4', seed: '42' });
    expect(studioFormValues({ design: undefined })).toEqual({ design: '' });
  });

  it('refuses a style or aspect it does not know', () => {
    expect(studioSchema.safeParse({ ...settings(), style: 'gothic' }).success).toBe(false);
    expect(studioSchema.safeParse({ ...settings(), aspect: '21:9' }).success).toBe(false);
  });
});

describe('seeds and tasks', () => {
  it('gives each image its own seed, counting on from the visitor’s and wrapping at the top', () => {
    expect(runSeeds('41', 3)).toEqual([41, 42, 43]);
    expect(runSeeds(String(SEED_MAX), 2)).toEqual([SEED_MAX, 1]);
    expect(runSeeds('', 2, () => 0)).toEqual([1, 2]);
    const random = runSeeds('', 1)[0] ?? 0;
    expect(random).toBeGreaterThanOrEqual(1);
    expect(random).toBeLessThanOrEqual(SEED_MAX);
  });

  it('sends the key once, then one image task per seed at the chosen size, sides divisible by 64', () => {
    let n = 0;
    const [auth, ...tasks] = buildStudioTasks('key-1', settings({ aspect: '16:9', results: 2 }), [7, 8], () => `task-${++n}`);
    expect(auth).toEqual({ taskType: 'authentication', apiKey: 'key-1' });
    expect(tasks).toHaveLength(2);
    expect(tasks.map((task) => [task.taskUUID, task.seed, task.width, task.height, task.numberResults])).toEqual([
      ['task-1', 7, 1024, 576, 1],
      ['task-2', 8, 1024, 576, 1],
    ]);
    expect(tasks[0]?.negativePrompt).toBe(DEFAULT_NEGATIVE);
    for (const { width, height } of Object.values(ASPECTS)) {
      for (const side of [width, height]) {
        expect(side % 64).toBe(0);
        expect(side).toBeGreaterThanOrEqual(512);
        expect(side).toBeLessThanOrEqual(2048);
      }
    }
  });

  it('sends no negative prompt shorter than Runware accepts', () => {
    const [, task] = buildStudioTasks('k', settings({ negative: 'no' }), [1], () => 'u');
    expect(task).not.toHaveProperty('negativePrompt');
  });
});

describe('reading the provider’s answer', () => {
  const [, ...tasks] = buildStudioTasks('k', settings({ results: 3 }), [10, 11, 12], (() => {
    let n = 0;
    return () => `t${++n}`;
  })());
  const typed = tasks as StudioTask[];

  it('matches each image to its task, and so to its seed, whatever order they come in', () => {
    const images = readStudioResponse(
      { data: [{ taskType: 'imageInference', taskUUID: 't3', imageURL: 'https://im.runware.ai/c.webp' }, { taskType: 'imageInference', taskUUID: 't1', imageURL: 'https://im.runware.ai/a.webp' }] },
      typed,
      settings({ results: 3 }),
    );
    expect(images.map((image) => [image.url, image.seed])).toEqual([
      ['https://im.runware.ai/a.webp', 10],
      ['https://im.runware.ai/c.webp', 12],
    ]);
    expect(images[0]).toMatchObject({ width: 1152, height: 768, description: 'a cellar under the stairs' });
  });

  it('refuses a link that is not https, and says the provider’s reason when nothing came back', () => {
    expect(() => readStudioResponse({ data: [{ taskUUID: 't1', imageURL: 'javascript:alert(1)' }] }, typed, settings())).toThrow('The image provider sent no images back');
    expect(() => readStudioResponse({ errors: [{ message: 'Invalid API key' }] }, typed, settings())).toThrow('Invalid API key');
    expect(() => readStudioResponse('garbage', typed, settings())).toThrow('The image provider sent no images back');
  });
});

describe('the design in words', () => {
  it('names the room, the pieces and the bottles of a plan', () => {
    const words = planInWords(STARTER_PLAN);
    expect(words).toMatch(/^\d+ ft × \d+ ft, \d+ ft ceiling/);
    expect(words).toContain('individual bottle rack');
    expect(words).toMatch(/about [\d,]+ bottles$/);
  });
});
