/**
 * The contractor portal's data: the firm's own profile, checks and
 * portfolio, and the leads assigned to it. RLS decides what any of these
 * return; every query key starts with 'contractor', so a realtime change
 * (src/lib/realtime.ts) can invalidate them all at once.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkPortfolioFile, type VerificationKind } from '@domain/contractors/rules.ts';
import type { ProfileInput } from '@domain/contractors/schema.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { readPortfolio } from './portfolio.ts';
import { PORTFOLIO_BUCKET, type FirmBase, type PortfolioImage } from './types.ts';
import { readOne, readRows, throwIfError, writeRows } from '@/lib/db-read.ts';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';

export const PORTAL_KEY = ['contractor'] as const;

/** The firm as its owner sees it (private columns included, approval read-only). */
export interface Firm extends FirmBase {
  contact_email: string | null;
  contact_phone: string | null;
  is_approved: boolean;
  is_active: boolean;
}

export interface FirmCheck {
  id: string;
  kind: VerificationKind;
  checked_on: string;
}

const FIRM_COLUMNS =
  'id, slug, company, services, service_areas, years_in_business, projects_completed, bio, contact_email, contact_phone, website, is_approved, is_active';

export const firmQuery = (userId: string) =>
  queryOptions({
    queryKey: [...PORTAL_KEY, 'firm', userId],
    queryFn: () =>
      readOne<Firm>((db) => db.from('contractors').select(FIRM_COLUMNS).eq('owner_id', userId).maybeSingle()),
  });

export const firmChecksQuery = (firmId: string) =>
  queryOptions({
    queryKey: [...PORTAL_KEY, 'checks', firmId],
    queryFn: () =>
      readRows<FirmCheck>((db) => db
        .from('contractor_verifications')
        .select('id, kind, checked_on')
        .eq('contractor_id', firmId)
        .order('checked_on', { ascending: false })),
  });

export const firmImagesQuery = (firmId: string) =>
  queryOptions({
    queryKey: [...PORTAL_KEY, 'images', firmId],
    queryFn: () => readPortfolio('contractor_images', firmId),
  });

export const useFirm = (userId: string) => useQuery(firmQuery(userId));
export const useFirmChecks = (firmId: string) => useQuery(firmChecksQuery(firmId));
export const useFirmImages = (firmId: string) => useQuery(firmImagesQuery(firmId));

/** A change by the firm; afterwards everything of the portal is read again. */
export const usePortalMutation = <T,>(run: (input: T) => Promise<void>) => useChangeMutation(PORTAL_KEY, run);

/** The profile columns as the table names them, from the shared schema's output. */
export async function profileColumns(input: ProfileInput) {
  const { profileSchema } = await import('@domain/contractors/schema.ts');
  const profile = profileSchema.parse(input);
  return {
    company: profile.company,
    services: profile.services,
    service_areas: profile.serviceAreas,
    years_in_business: profile.yearsInBusiness,
    projects_completed: profile.projectsCompleted,
    bio: profile.bio,
    contact_email: profile.contactEmail,
    contact_phone: profile.contactPhone,
    website: profile.website,
  };
}

export const useUpdateFirm = (firmId: string) =>
  usePortalMutation(async (input: ProfileInput) => {
    await writeRows(async (db) => db.from('contractors').update(await profileColumns(input)).eq('id', firmId));
  });

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export const useUploadImage = (firmId: string) =>
  usePortalMutation(async ({ file, alt }: { file: File; alt: string }) => {
    const problem = checkPortfolioFile(file);
    if (problem) throw new Error(problem);
    const supabase = await getSupabase();
    const path = `${firmId}/${crypto.randomUUID()}.${EXTENSIONS[file.type] ?? 'img'}`;
    const uploaded = await supabase.storage.from(PORTFOLIO_BUCKET).upload(path, file, { contentType: file.type });
    throwIfError(uploaded.error);
    const { error } = await supabase.from('contractor_images').insert({ contractor_id: firmId, path, alt });
    if (error) {
      // No orphan file when the record is refused.
      await supabase.storage.from(PORTFOLIO_BUCKET).remove([path]);
      throwIfError(error);
    }
  });

export const useRemoveImage = () =>
  usePortalMutation(async (image: PortfolioImage) => {
    await writeRows((db) => db.from('contractor_images').delete().eq('id', image.id));
    if (image.path) await (await getSupabase()).storage.from(PORTFOLIO_BUCKET).remove([image.path]);
  });
