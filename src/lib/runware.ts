/**
 * Image generation straight from the browser with the visitor's own
 * provider key (docs/product-spec.md §7); the key is kept in memory only and never
 * reaches our servers).
 */
export const RUNWARE_ENDPOINT = 'https://api.runware.ai/v1';

export const VISUAL_TEXT = {
  missingKey: 'Please enter your Runware API key first',
  missingDescription: 'Please enter a description',
  failed: 'Failed to generate visual. Please try again.',
  success: 'Visual generated successfully!',
} as const;

/** docs/product-spec.md §9: 768 × 512, WEBP, one result. */
export const IMAGE_SETTINGS = {
  model: 'runware:100@1',
  width: 768,
  height: 512,
  numberResults: 1,
  outputFormat: 'WEBP',
  CFGScale: 1,
  scheduler: 'FlowMatchEulerDiscreteScheduler',
  strength: 0.8,
} as const;

/** docs/product-spec.md §7: the user's text plus a suffix asking for a wine-cellar context and a clean technical illustration. */
export const PROMPT_SUFFIX = ', wine cellar context, professional technical illustration, clean white background, ultra high resolution';

export const VISUAL_PRESETS = [
  'wine cellar floor plan layout',
  'temperature control system diagram',
  'wine rack storage arrangement',
  'cellar construction process steps',
  'wine storage capacity visualization',
  'climate monitoring dashboard',
] as const;

/** docs/product-spec.md §3 generated visual. */
export interface GeneratedVisual {
  url: string;
  prompt: string;
}

interface RunwareResponse {
  data?: Array<{ taskType?: string; imageURL?: string }>;
  error?: unknown;
  errors?: Array<{ message?: string }>;
}

export function buildRunwareTasks(apiKey: string, description: string, taskUUID: string) {
  return [
    { taskType: 'authentication', apiKey },
    { taskType: 'imageInference', taskUUID, positivePrompt: `${description}${PROMPT_SUFFIX}`, ...IMAGE_SETTINGS },
  ];
}

export async function generateVisual(apiKey: string, description: string, signal?: AbortSignal): Promise<GeneratedVisual> {
  const response = await fetch(RUNWARE_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(buildRunwareTasks(apiKey, description, crypto.randomUUID())),
    signal: signal ?? null,
  });
  const body = (await response.json().catch(() => ({}))) as RunwareResponse;
  const image = body.data?.find((item) => item.taskType === 'imageInference' && item.imageURL);
  if (!response.ok || body.error || body.errors?.length || !image?.imageURL) {
    throw new Error(body.errors?.[0]?.message ?? `Image provider answered ${response.status}`);
  }
  return { url: image.imageURL, prompt: description };
}
