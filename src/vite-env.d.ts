/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_FLODESK_FORM_ID?: string;
  readonly VITE_CUSTOM_GPT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
