-- What signed-in users keep: calculator results and image analyses. They are
-- private to their owner; admins do not read them either (a collector's
-- cellar plans and collection values are their own business).

create table public.saved_calculations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null check (kind in ('cost', 'climate', 'capacity', 'roi', 'suitability', 'asset-valuation', 'investment-summary')),
  title text not null check (char_length(title) between 1 and 200),
  -- The calculator's inputs, enough to reopen it as a shareable link.
  inputs jsonb not null default '{}'::jsonb check (jsonb_typeof(inputs) = 'object'),
  -- The headline figures shown in the saved-items list.
  summary jsonb not null default '{}'::jsonb check (jsonb_typeof(summary) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.saved_calculations is 'Calculator results a user saved; owner-only.';

create index saved_calculations_user_created_idx on public.saved_calculations (user_id, created_at desc);

create trigger saved_calculations_set_updated_at
  before update on public.saved_calculations
  for each row execute function public.set_updated_at();

create table public.image_analyses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- e.g. generated-visual, condition-assessment, material-identification,
  -- design. A format rather than a fixed list, so a new AI tool needs no
  -- migration.
  kind text not null check (kind ~ '^[a-z][a-z0-9-]{1,39}$'),
  title text not null check (char_length(title) between 1 and 200),
  prompt text check (char_length(prompt) <= 4000),
  -- Either a file in the user-images bucket (<user id>/...) or an external URL.
  image_path text check (char_length(image_path) <= 1024),
  image_url text check (char_length(image_url) <= 2048),
  result jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

comment on table public.image_analyses is 'Generated visuals and image analyses a user saved; owner-only.';

create index image_analyses_user_created_idx on public.image_analyses (user_id, created_at desc);

alter table public.saved_calculations enable row level security;
alter table public.image_analyses enable row level security;

create policy "Owners read their calculations"
  on public.saved_calculations for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Owners save calculations"
  on public.saved_calculations for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Owners edit their calculations"
  on public.saved_calculations for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Owners delete their calculations"
  on public.saved_calculations for delete
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Owners read their image analyses"
  on public.image_analyses for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Owners save image analyses"
  on public.image_analyses for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Owners edit their image analyses"
  on public.image_analyses for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Owners delete their image analyses"
  on public.image_analyses for delete
  to authenticated
  using (user_id = (select auth.uid()));

-- Images a user uploads or keeps: private, one folder per user id.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'user-images',
  'user-images',
  false,
  10485760,
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Owners read their images"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'user-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Owners upload their images"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'user-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Owners replace their images"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'user-images' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'user-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Owners delete their images"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'user-images' and (storage.foldername(name))[1] = (select auth.uid())::text);
