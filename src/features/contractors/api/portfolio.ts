import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase.ts';
import { readRows, throwIfError } from '@/lib/db-read.ts';
import { PORTFOLIO_BUCKET, type PortfolioImage } from './types.ts';

interface ImageRow {
  id: string;
  path: string | null;
  static_url: string | null;
  alt: string;
}

/** Signed links live an hour: long enough for a visit, and the bucket stays private to hidden firms. */
const SIGNED_SECONDS = 3600;

/**
 * A firm's portfolio in its order, as images to show, with one signing round trip for all:
 * from contractor_portfolio (the public view) or contractor_images (the firm's own table).
 */
export async function readPortfolio(source: 'contractor_portfolio' | 'contractor_images', contractorId: string): Promise<PortfolioImage[]> {
  const rows = await readRows<ImageRow>((db) => db.from(source).select('id, path, static_url, alt').eq('contractor_id', contractorId).order('position').order('created_at'));
  return toPortfolioImages(await getSupabase(), rows);
}

async function toPortfolioImages(supabase: SupabaseClient, rows: readonly ImageRow[]): Promise<PortfolioImage[]> {
  const paths = rows.flatMap((row) => (row.path ? [row.path] : []));
  const signed = new Map<string, string>();
  if (paths.length > 0) {
    const { data, error } = await supabase.storage.from(PORTFOLIO_BUCKET).createSignedUrls(paths, SIGNED_SECONDS);
    throwIfError(error);
    for (const entry of data ?? []) if (entry.path && entry.signedUrl) signed.set(entry.path, entry.signedUrl);
  }
  return rows.flatMap((row) => {
    const url = row.static_url ?? (row.path ? signed.get(row.path) : undefined);
    return url ? [{ id: row.id, alt: row.alt, url, path: row.path }] : [];
  });
}
