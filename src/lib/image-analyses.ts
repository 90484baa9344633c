/**
 * Image analyses and generated visuals kept in a signed-in user's account
 * (table public.image_analyses, private bucket user-images under the
 * user's own folder; owner-only RLS on both).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImageKind } from '@/config/tools.ts';
import { readRows, writeRows } from '@/lib/db-read.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';

export const USER_IMAGES_BUCKET = 'user-images';

/** A row to keep; checked by image-analyses-schema.ts, loaded with the first save. */
export interface NewImageAnalysis {
  kind: ImageKind;
  title: string;
  prompt?: string;
  image_url?: string;
  image_path?: string;
  result?: Record<string, unknown>;
}

export interface ImageAnalysis {
  id: string;
  /** As stored: the table checks only the format, so a row written outside the site may hold a kind that is not an `ImageKind`. */
  kind: string;
  title: string;
  prompt: string | null;
  image_url: string | null;
  image_path: string | null;
  result: Record<string, unknown>;
  created_at: string;
  /** A short-lived signed URL for stored images, filled in when listing. */
  display_url: string | null;
}

const TABLE = 'image_analyses';
const SIGNED_URL_SECONDS = 60 * 60;

export async function listImageAnalyses(): Promise<ImageAnalysis[]> {
  const rows = await readRows<Omit<ImageAnalysis, 'display_url'>>((db) =>
    db.from(TABLE).select('id, kind, title, prompt, image_url, image_path, result, created_at').order('created_at', { ascending: false }),
  );
  const supabase = await getSupabase();
  return Promise.all(
    rows.map(async (row) => {
      if (!row.image_path) return { ...row, display_url: row.image_url };
      const signed = await supabase.storage.from(USER_IMAGES_BUCKET).createSignedUrl(row.image_path, SIGNED_URL_SECONDS);
      return { ...row, display_url: signed.data?.signedUrl ?? null };
    }),
  );
}

export async function saveImageAnalysis(input: NewImageAnalysis): Promise<void> {
  // The check (zod) loads with the first save: pages that only list or generate never download it.
  const { newImageAnalysisSchema } = await import('./image-analyses-schema.ts');
  const parsed = newImageAnalysisSchema.parse(input);
  await writeRows((db) => db.from(TABLE).insert(parsed));
}

export async function deleteImageAnalysis(item: Pick<ImageAnalysis, 'id' | 'image_path'>): Promise<void> {
  await writeRows((db) => db.from(TABLE).delete().eq('id', item.id));
  if (item.image_path) await (await getSupabase()).storage.from(USER_IMAGES_BUCKET).remove([item.image_path]);
}

export const imageAnalysesQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: ['image-analyses', userId], queryFn: listImageAnalyses, enabled: Boolean(userId) });

export function useImageAnalyses(userId: string | undefined) {
  return useQuery(imageAnalysesQuery(userId));
}

export const useDeleteImageAnalysis = () => useChangeMutation(['image-analyses'], deleteImageAnalysis);
