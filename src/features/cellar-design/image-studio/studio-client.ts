/**
 * The studio's two calls: the images, straight from the browser to Runware
 * with the visitor's own key (never through our servers, as on
 * /image-generator), and keeping an image in the visitor's account.
 */
import { getSupabase } from '@/lib/supabase.ts';
import { RUNWARE_ENDPOINT } from '@/lib/runware.ts';
import { USER_IMAGES_BUCKET, saveImageAnalysis } from '@/lib/image-analyses.ts';
import { z } from 'zod';
import { ASPECTS, STUDIO_KIND, STUDIO_MODEL, buildStudioTasks, runSeeds, type StudioImage, type StudioSettings, type StudioTask } from './studio.ts';


export async function generateStudioImages(apiKey: string, settings: StudioSettings, signal?: AbortSignal): Promise<StudioImage[]> {
  const [auth, ...tasks] = buildStudioTasks(apiKey, settings, runSeeds(settings.seed, settings.results), () => crypto.randomUUID());
  const response = await fetch(RUNWARE_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify([auth, ...tasks]),
    signal: signal ?? null,
  });
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const reason = (body as { errors?: Array<{ message?: string }> }).errors?.[0]?.message;
    throw new Error(reason ?? `The image provider answered ${response.status}`);
  }
  return readStudioResponse(body, tasks as StudioTask[], settings);
}

/** What is kept with a saved image, so "Use these settings" can make it again. */
export interface StudioRecord {
  seed: number;
  width: number;
  height: number;
  style: string;
  aspect: string;
  negative: string;
  model: string;
  /** True when the file itself is in the account; false when only the provider's link could be kept. */
  stored: boolean;
}

/**
 * Keeps an image: a copy of the file in the visitor's private folder (the
 * provider's links do not last), or, when the provider's server will not
 * hand the file to this page, the link alone, said so in the record.
 */
export async function saveStudioImage(image: StudioImage, userId: string): Promise<{ stored: boolean }> {
  const supabase = await getSupabase();
  let imagePath: string | undefined;
  try {
    const file = await fetch(image.url);
    if (!file.ok) throw new Error(String(file.status));
    const blob = await file.blob();
    const type = ['image/webp', 'image/png', 'image/jpeg'].includes(blob.type) ? blob.type : 'image/webp';
    const path = `${userId}/studio/${crypto.randomUUID()}.${type.split('/')[1]}`;
    const upload = await supabase.storage.from(USER_IMAGES_BUCKET).upload(path, blob, { contentType: type });
    if (upload.error) throw upload.error;
    imagePath = path;
  } catch (error) {
    console.warn('[studio] keeping the link only', error);
  }
  const record: StudioRecord = { seed: image.seed, width: image.width, height: image.height, style: image.style, aspect: image.aspect, negative: image.negative, model: STUDIO_MODEL, stored: Boolean(imagePath) };
  try {
    await saveImageAnalysis({
      kind: STUDIO_KIND,
      title: image.description.slice(0, 200),
      prompt: image.prompt,
      ...(imagePath ? { image_path: imagePath } : { image_url: image.url }),
      result: { ...record },
    });
  } catch (error) {
    // No row, no file: a copy nobody can list would only take up the visitor's space.
    if (imagePath) await supabase.storage.from(USER_IMAGES_BUCKET).remove([imagePath]);
    throw error;
  }
  return { stored: record.stored };
}

const responseSchema = z.object({
  data: z.array(z.object({ taskType: z.string().optional(), taskUUID: z.string().optional(), imageURL: z.string().optional() })).optional(),
  errors: z.array(z.object({ message: z.string().optional() })).optional(),
});

/**
 * The images of a run, in the order asked, each matched to its task (and so
 * to its seed) by task id. An image that did not come back is simply
 * missing; a run with none at all is an error with the provider's reason.
 */
export function readStudioResponse(body: unknown, tasks: readonly StudioTask[], settings: StudioSettings): StudioImage[] {
  const parsed = responseSchema.safeParse(body);
  const items = parsed.success ? (parsed.data.data ?? []) : [];
  const images = tasks.flatMap((task) => {
    const item = items.find((candidate) => candidate.taskUUID === task.taskUUID && candidate.imageURL);
    if (!item?.imageURL || !/^https:\/\//.test(item.imageURL)) return [];
    const { width, height } = ASPECTS[settings.aspect];
    return [{ url: item.imageURL, description: settings.description, seed: task.seed, prompt: task.positivePrompt, negative: task.negativePrompt ?? '', width, height, style: settings.style, aspect: settings.aspect }];
  });
  if (images.length === 0) {
    const reason = parsed.success ? parsed.data.errors?.[0]?.message : undefined;
    throw new Error(reason ?? 'The image provider sent no images back');
  }
  return images;
}
