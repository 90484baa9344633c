/**
 * Public build-time configuration. Only the anon key ever reaches the
 * browser; without settings the app talks to the local backend that
 * `npm run dev` starts on 127.0.0.1:54321.
 */
import { business } from '@domain/business.ts';

/** The embedded backend's fixed anon key (backend/core/keys.ts; scripts/env-keys.test.ts keeps them equal). */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NDE3NjkyMDAsImV4cCI6MTk4MzgxMjk5Nn0.jkAl8ZbvuOYg3HGfFtNz6Tpe6hVLlRPpATG0okuLsIg';

const read = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export const env = {
  supabaseUrl: read(import.meta.env.VITE_SUPABASE_URL) ?? LOCAL_SUPABASE_URL,
  supabaseAnonKey: read(import.meta.env.VITE_SUPABASE_ANON_KEY) ?? LOCAL_ANON_KEY,
  siteUrl: (read(import.meta.env.VITE_SITE_URL) ?? business.url).replace(/\/$/, ''),
  newsletterFormId: read(import.meta.env.VITE_FLODESK_FORM_ID),
  customGptUrl: read(import.meta.env.VITE_CUSTOM_GPT_URL) ?? business.customGptUrl,
} as const;
