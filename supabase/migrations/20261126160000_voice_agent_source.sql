-- /voice-agent takes a consultation request by voice (docs/ai-tools.md,
-- "The voice agent") and stores it as an inquiry with its own source, so the
-- lead inbox can tell it from the contact form and the quote page. The
-- sources come from supabase/functions/_shared/inquiry/choices.ts;
-- src/config/saved-kinds.node.test.ts holds this check to it.
alter table public.inquiries drop constraint inquiries_source_check;
alter table public.inquiries add constraint inquiries_source_check
  check (source in ('contact-form', 'quote', 'voice-agent'));
