/**
 * A photo made small enough for the ai-tools function (at most 64 KB a
 * request), only when the visitor asks a model to read it.
 */

/** The most a photo's data URL may take, leaving room for the rest of the request. */
export const PHOTO_DATA_MAX = 56_000;

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
