/**
 * Sends a lead (contact form or /quote) to the `submit-inquiry` edge
 * function. Files go first to the private `inquiry-attachments` bucket under
 * the submission's idempotency key, so a retry re-uses them and the server
 * can check each one; the function stores exactly one inquiry per key.
 */
import { attachmentPath, storedContentType } from '@domain/inquiry/rules.ts';
import type { Attachment, InquiryReceipt, InquirySubmissionInput } from '@domain/inquiry/schema.ts';
import { invokeFunction } from '@/lib/functions.ts';
import { getSupabase } from '@/lib/supabase.ts';

export const INQUIRY_BUCKET = 'inquiry-attachments';

export type InquiryPayload = Omit<InquirySubmissionInput, 'attachments'>;

/** A failure before or after the function's answer (an upload, an answer without an id); the function's own refusals stay FunctionErrors. */
export class InquiryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InquiryError';
  }
}

async function uploadAttachments(idempotencyKey: string, files: readonly File[]): Promise<Attachment[]> {
  const supabase = await getSupabase();
  return Promise.all(
    files.map(async (file, index) => {
      const path = attachmentPath(idempotencyKey, index, file.name);
      const type = storedContentType(file);
      // supabase-js takes a File's own type and ignores contentType; browsers give .dwg no type at all, so re-wrap it.
      const body = file.type === type ? file : new Blob([file], { type });
      const { error } = await supabase.storage.from(INQUIRY_BUCKET).upload(path, body, { contentType: type, upsert: false });
      // A retry of the same submission finds its files already there; that is success.
      const duplicate = error && /exists|duplicate/i.test(error.message);
      if (error && !duplicate) throw new InquiryError(`Upload of ${file.name} failed: ${error.message}`);
      return { path, name: file.name, size: file.size, type };
    }),
  );
}

export async function submitInquiry(payload: InquiryPayload, files: readonly File[]): Promise<InquiryReceipt> {
  const attachments = await uploadAttachments(payload.idempotencyKey, files);
  // A refusal comes up as the FunctionError the function client made, so the form reads its code with messageFor.
  const data = await invokeFunction<InquiryReceipt>('submit-inquiry', { ...payload, attachments });
  if (!data?.id) throw new InquiryError('The inquiry service answered without an inquiry id');
  return data;
}
