import { getSupabase } from '@/lib/supabase.ts';
import { throwIfError } from '@/lib/errors.ts';

/** The contact helper's email rule (docs/product-spec.md §5), loaded with zod on submit rather than with the page. */
export async function checkNewsletterEmail(raw: string): Promise<{ ok: true; email: string } | { ok: false; message: string }> {
  const { emailField } = await import('@domain/inquiry/schema.ts');
  const parsed = emailField.safeParse(raw);
  return parsed.success ? { ok: true, email: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid email address' };
}

/** Stores a signup through the `subscribe_newsletter` Postgres function (idempotent per email). */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('subscribe_newsletter', { p_email: email, p_source: 'landing' });
  throwIfError(error);
}
