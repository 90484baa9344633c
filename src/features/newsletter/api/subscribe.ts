import { emailField } from '@shared/inquiry/schema.ts';
import { getSupabase } from '@/lib/supabase.ts';

export const newsletterEmailSchema = emailField;

/** Stores a signup through the `subscribe_newsletter` Postgres function (idempotent per email). */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('subscribe_newsletter', { p_email: email, p_source: 'landing' });
  if (error) throw new Error(error.message);
}
