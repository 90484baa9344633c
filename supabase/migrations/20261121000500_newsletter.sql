-- Newsletter signups made with the site's own form (used when no newsletter
-- provider's embedded form is configured). Visitors never read the list;
-- they sign up through subscribe_newsletter, which is idempotent per email.

create table public.newsletter_signups (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) between 3 and 255 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  source text not null default 'landing' check (source ~ '^[a-z][a-z0-9-]{0,39}$'),
  created_at timestamptz not null default now()
);

-- One row per address, whatever its capitalisation.
create unique index newsletter_signups_email_key on public.newsletter_signups (lower(email));

alter table public.newsletter_signups enable row level security;

create policy "Admins read newsletter signups"
  on public.newsletter_signups for select
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admins remove newsletter signups"
  on public.newsletter_signups for delete
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

-- The only way in: validates, folds case, and ignores a repeat signup so
-- nobody can probe whether an address is already on the list.
create function public.subscribe_newsletter(p_email text, p_source text default 'landing')
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cleaned text := lower(btrim(coalesce(p_email, '')));
begin
  if char_length(cleaned) > 255 or cleaned !~ '^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$' then
    raise exception 'Invalid email address' using errcode = '22023';
  end if;
  insert into public.newsletter_signups (email, source)
  values (cleaned, coalesce(nullif(p_source, ''), 'landing'))
  on conflict ((lower(email))) do nothing;
end;
$$;

revoke all on function public.subscribe_newsletter(text, text) from public;
grant execute on function public.subscribe_newsletter(text, text) to anon, authenticated, service_role;

comment on table public.newsletter_signups is 'Monthly letter subscribers from the site''s own signup form.';
