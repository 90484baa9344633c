/**
 * Photos a visitor adds to a tool: the checks before a photo is shown.
 * Photos stay in the browser as object URLs; photo-shrink.ts makes one small
 * enough to send when the visitor asks a model to read it.
 */
const MB = 1024 * 1024;

export const PHOTO_LIMITS = { maxBytes: 10 * MB, types: ['image/jpeg', 'image/png', 'image/webp'] } as const;

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
