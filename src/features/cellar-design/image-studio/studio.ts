/**
 * The image studio's own engine: it turns the visitor's choices (a style, a
 * view, the light, the racking wood, their own words and, if they want, the
 * design drawn in the visual designer) into one precise prompt and a
 * negative prompt, and those into Runware tasks. Pure, so it runs offline
 * and in tests; only the images themselves need the visitor's key.
 *
 * Runware's limits (docs, "Image Inference API"): prompts of 4–2,000
 * characters, sides of 512–2,048 px divisible by 64. No zod here: the page
 * draws the form from this before any check is loaded (studio-schema.ts).
 */
import type { ImageKind } from '@/config/tools.ts';

export const STUDIO_MODEL = 'runware:101@1';
/** The kind a kept studio image has in My Image Analyses (the registry's `savedImage`). */
export const STUDIO_KIND = 'studio-image' satisfies ImageKind;
export const STUDIO_STEPS = 28;
export const PROMPT_MAX = 2000;
export const DESCRIPTION_MAX = 1000;
export const NEGATIVE_MAX = 500;
export const RESULTS_MAX = 4;
/** Seeds we choose and show stay exact in JavaScript (Runware's own can pass 2^53). */
export const SEED_MAX = 2_147_483_647;

interface Choice {
  label: string;
  /** What the choice adds to the prompt. */
  words: string;
}

export const STYLES = {
  'classic-stone': { label: 'Classic stone cellar', words: 'traditional European wine cellar, vaulted brick ceiling, natural stone walls, redwood racking floor to ceiling' },
  'modern-glass': { label: 'Modern glass wine wall', words: 'modern glass-enclosed wine room, frameless glass walls, black steel label-forward racks, bottles floating in rows' },
  'contemporary-walnut': { label: 'Contemporary walnut', words: 'contemporary wine cellar, walnut racking with display rows, backlit stone accent wall, integrated tasting table' },
  'rustic-barrel': { label: 'Rustic barrel room', words: 'rustic barrel room, reclaimed oak beams, wrought iron details, oak barrels, diamond bins of bottles' },
  restaurant: { label: 'Restaurant display', words: 'restaurant wine display, floor-to-ceiling climate-controlled glass tower seen from the dining room, hundreds of bottles on show' },
  'plan-drawing': { label: 'Architectural drawing', words: 'architectural drawing of a wine cellar, clean line work, labelled racking, muted colours, white background' },
} as const satisfies Record<string, Choice>;
export type StyleId = keyof typeof STYLES;

export const VIEWS = {
  doorway: { label: 'From the doorway', words: 'wide-angle eye-level view from the doorway' },
  detail: { label: 'Close on the bottles', words: 'close-up of bottles and racking detail, shallow depth of field' },
  cutaway: { label: 'Isometric cutaway', words: 'isometric cutaway of the whole room' },
  'top-down': { label: 'Floor plan from above', words: 'top-down floor plan view' },
} as const satisfies Record<string, Choice>;
export type ViewId = keyof typeof VIEWS;

export const LIGHTING = {
  warm: { label: 'Warm (2,700 K)', words: 'warm 2700K lighting, soft glow on the labels' },
  gallery: { label: 'Cool gallery light', words: 'cool neutral gallery lighting, LED strips under each shelf' },
  dramatic: { label: 'Low and dramatic', words: 'low-key dramatic lighting, pools of light, deep shadows' },
} as const satisfies Record<string, Choice>;
export type LightingId = keyof typeof LIGHTING;

export const WOODS = {
  any: { label: 'As the style suggests', words: '' },
  redwood: { label: 'Redwood', words: 'all-heart redwood racking' },
  mahogany: { label: 'Mahogany', words: 'mahogany racking' },
  walnut: { label: 'Walnut', words: 'walnut racking' },
  metal: { label: 'Black metal', words: 'black metal wire racking' },
  acrylic: { label: 'Acrylic', words: 'clear acrylic pegs and racks' },
} as const satisfies Record<string, Choice>;
export type WoodId = keyof typeof WOODS;

/** Sizes divisible by 64 within Runware's 512–2,048. */
export const ASPECTS = {
  '3:2': { label: 'Landscape 3:2', width: 1152, height: 768 },
  '16:9': { label: 'Wide 16:9', width: 1024, height: 576 },
  '1:1': { label: 'Square 1:1', width: 1024, height: 1024 },
  '2:3': { label: 'Portrait 2:3', width: 768, height: 1152 },
} as const;
export type AspectId = keyof typeof ASPECTS;

export const DEFAULT_NEGATIVE = 'people, text, watermark, logo, blurry, warped or melted bottles, clutter, lens flare';

/** The studio's settings: what a run is made from, and what a saved image gives back. */
export interface StudioInput {
  description: string;
  style: StyleId;
  view: ViewId;
  lighting: LightingId;
  wood: WoodId;
  aspect: AspectId;
  results: number;
  seed: string;
  negative: string;
  design?: string | undefined;
}

/** The form's values once checked (studio-schema.ts): markup stripped, text trimmed. */
export type StudioSettings = StudioInput;

/**
 * The values as the form holds them (useFormState holds text): the count of
 * images as its select's text, and the design in words ('' when none is
 * added). The schema turns them into a StudioInput.
 */
export type StudioFormValues = { [K in Exclude<keyof StudioInput, 'results' | 'design'>]: StudioInput[K] } & { results: string; design: string };


export const STUDIO_DEFAULTS: StudioInput = {
  description: '',
  style: 'contemporary-walnut',
  view: 'doorway',
  lighting: 'warm',
  wood: 'any',
  aspect: '3:2',
  results: 2,
  seed: '',
  negative: DEFAULT_NEGATIVE,
};

/** Settings (a saved image's) as the form's text; a setting left out stays as the form has it. */
export function studioFormValues(settings: Partial<StudioInput>): Partial<StudioFormValues> {
  const { results, design, ...text } = settings;
  return { ...text, ...(results === undefined ? {} : { results: String(results) }), ...('design' in settings ? { design: design ?? '' } : {}) };
}

export const STUDIO_FORM_DEFAULTS: StudioFormValues = { ...STUDIO_DEFAULTS, results: String(STUDIO_DEFAULTS.results), design: '' };

/**
 * The prompt: the visitor's words first (models weigh the start most), then
 * the design, style, wood, view and light. Always within Runware's 2,000
 * characters: the description is capped by the form and the rest is ours.
 */
export function composePrompt(settings: Pick<StudioSettings, 'description' | 'style' | 'view' | 'lighting' | 'wood' | 'design'>): string {
  const parts = [
    settings.description,
    settings.design ? `the room: ${settings.design}` : '',
    STYLES[settings.style].words,
    WOODS[settings.wood].words,
    VIEWS[settings.view].words,
    LIGHTING[settings.lighting].words,
    'photorealistic interior photograph, high detail',
  ];
  if (settings.style === 'plan-drawing') parts[parts.length - 1] = 'precise technical illustration';
  return parts
    .filter(Boolean)
    .join(', ')
    .replace(/\s+/g, ' ')
    .slice(0, PROMPT_MAX);
}

/** Runware wants a negative prompt of at least 4 characters, or none. */
export const negativePrompt = (negative: string): string | undefined => (negative.length >= 4 ? negative : undefined);

export const randomSeed = (random: () => number = Math.random): number => 1 + Math.floor(random() * SEED_MAX);

/**
 * The seeds of one run: the visitor's seed (or a random one) and the next
 * ones after it, one per image, so every image can be made again exactly.
 */
export function runSeeds(seed: string, count: number, random?: () => number): number[] {
  const first = seed === '' ? randomSeed(random) : Number(seed);
  return Array.from({ length: count }, (_, index) => ((first - 1 + index) % SEED_MAX) + 1);
}

export interface StudioTask {
  taskType: 'imageInference';
  taskUUID: string;
  model: string;
  positivePrompt: string;
  negativePrompt?: string;
  width: number;
  height: number;
  seed: number;
  steps: number;
  numberResults: 1;
  outputType: 'URL';
  outputFormat: 'WEBP';
}

/** One task per image, each with its own known seed, after the authentication task. */
export function buildStudioTasks(apiKey: string, settings: StudioSettings, seeds: readonly number[], uuid: () => string): [{ taskType: 'authentication'; apiKey: string }, ...StudioTask[]] {
  const { width, height } = ASPECTS[settings.aspect];
  const positivePrompt = composePrompt(settings);
  const negative = negativePrompt(settings.negative);
  return [
    { taskType: 'authentication', apiKey },
    ...seeds.map((seed) => ({
      taskType: 'imageInference' as const,
      taskUUID: uuid(),
      model: STUDIO_MODEL,
      positivePrompt,
      ...(negative ? { negativePrompt: negative } : {}),
      width,
      height,
      seed,
      steps: STUDIO_STEPS,
      numberResults: 1 as const,
      outputType: 'URL' as const,
      outputFormat: 'WEBP' as const,
    })),
  ];
}

export interface StudioImage {
  url: string;
  /** The visitor's own words, the image's title. */
  description: string;
  seed: number;
  prompt: string;
  negative: string;
  width: number;
  height: number;
  style: StyleId;
  aspect: AspectId;
}
