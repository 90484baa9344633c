import type { SupabaseClient } from '@supabase/supabase-js';
import type { InquiryReceipt } from '../_domain/inquiry/schema.ts';
import type { InquiryRow, InquiryStore, StoredObject } from './handler.ts';

export const ATTACHMENT_BUCKET = 'inquiry-attachments';

/** The inquiry store on Supabase, through a service-role client (RLS lets nobody else insert). */
export function createSupabaseInquiryStore(admin: SupabaseClient): InquiryStore {
  const findByKey = async (idempotencyKey: string): Promise<string | null> => {
    const { data, error } = await admin.from('inquiries').select('id').eq('idempotency_key', idempotencyKey).maybeSingle();
    if (error) throw new Error(`Could not look up the inquiry: ${error.message}`);
    return (data as { id: string } | null)?.id ?? null;
  };

  return {
    async attachment(path: string): Promise<StoredObject | null> {
      const { data, error } = await admin.storage.from(ATTACHMENT_BUCKET).info(path);
      if (error) {
        // Storage answers a missing object with statusCode 404 (older versions: HTTP 400 carrying it).
        if ((error as { statusCode?: string }).statusCode === '404' || (error as { status?: number }).status === 404) return null;
        throw new Error(`Could not check the attachment: ${error.message}`);
      }
      return { size: Number(data.size ?? -1), contentType: data.contentType ?? null };
    },

    findByKey,

    async contractorIdFor(slug: string): Promise<string | null> {
      const { data, error } = await admin.from('contractor_profiles').select('id').eq('slug', slug).maybeSingle();
      if (error) throw new Error(`Could not look up the contractor: ${error.message}`);
      return (data as { id: string } | null)?.id ?? null;
    },

    async insertOnce(row: InquiryRow): Promise<InquiryReceipt> {
      const { data, error } = await admin
        .from('inquiries')
        .upsert(row, { onConflict: 'idempotency_key', ignoreDuplicates: true })
        .select('id');
      if (error) throw new Error(`Could not store the inquiry: ${error.message}`);
      const inserted = (data as Array<{ id: string }>)[0];
      if (inserted) return { id: inserted.id, duplicate: false };
      // The key was taken between the lookup and the insert: a concurrent submit won.
      const id = await findByKey(row.idempotency_key);
      if (!id) throw new Error('The inquiry vanished after a duplicate insert');
      return { id, duplicate: true };
    },
  };
}
