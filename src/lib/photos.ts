/**
 * Photos a visitor adds to a tool: the checks before a photo is shown, and
 * the shrinking before one is sent to the ai-tools function (which takes at
 * most 64 KB a request). Photos otherwise stay in the browser as object URLs.
 */
const MB = 1024 * 1024;

export const PHOTO_LIMITS = { maxBytes: 10 * MB, types: ['image/jpeg', 'image/png', 'image/webp'] } as const;

/** The most a photo's data URL may take, leaving room for the rest of the request. */
export const PHOTO_DATA_MAX = 56_000;

/** A photo the browser can really decode, or the reason it cannot be used. */
export async function checkPhoto(file: File): Promise<{ ok: true; width: number; height: number } | { ok: false; message: string }> {
  const named = `“${file.name}”`;
  if (!(PHOTO_LIMITS.types as readonly string[]).includes(file.type)) return { ok: false, message: `${named} is not a JPEG, PNG or WebP photo.` };
  if (file.size > PHOTO_LIMITS.maxBytes) return { ok: false, message: `${named} is ${(file.size / MB).toFixed(1)} MB; photos can be up to 10 MB.` };
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { ok: true, ...size };
  } catch {
    return { ok: false, message: `${named} could not be opened as an image: the file may be damaged.` };
  }
}

/** A JPEG data URL of the photo at an object URL, small enough to send. */
export async function shrinkPhoto(url: string): Promise<string> {
  const image = new Image();
  image.src = url;
  await image.decode();
  for (const [side, quality] of [[640, 0.6], [480, 0.5], [320, 0.5]] as const) {
    const scale = Math.min(1, side / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = canvas.toDataURL('image/jpeg', quality);
    if (data.length <= PHOTO_DATA_MAX) return data;
  }
  throw new Error('the photo could not be made small enough to send');
}
