-- Proposals (/proposal-builder, docs/ai-tools.md "Proposal builder"): every
-- saved or sent proposal is a version, kept as it was. The proposals function
-- writes them (service role) after rebuilding the figures from the estimator,
-- sends them, and records an online acceptance from the client's signed
-- link; admins read them. Nobody edits a version: an edit is a new version.

create table public.proposals (
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  version integer not null check (version between 1 and 500),
  -- What the admin chose (estimator inputs, price point, upgrades, note) and the proposal built from it.
  draft jsonb not null check (jsonb_typeof(draft) = 'object'),
  document jsonb not null check (jsonb_typeof(document) = 'object'),
  total_usd integer not null check (total_usd > 0),
  created_by uuid references auth.users (id) on delete set null,
  created_by_email text,
  created_at timestamptz not null default now(),
  -- Set when an admin presses Send: where it went and until when the link accepts.
  sent_at timestamptz,
  sent_to text check (char_length(sent_to) <= 320),
  expires_at timestamptz,
  -- The client's acceptance through the signed link: typed name, time, and what the request showed.
  accepted_at timestamptz,
  accepted_name text check (char_length(accepted_name) between 2 and 120),
  accepted_ip text check (char_length(accepted_ip) <= 64),
  accepted_user_agent text check (char_length(accepted_user_agent) <= 400),
  unique (inquiry_id, version),
  check (accepted_at is null or (sent_at is not null and accepted_name is not null))
);

comment on table public.proposals is 'Proposal versions per lead; admins read, the proposals function writes.';

create index proposals_inquiry_idx on public.proposals (inquiry_id, version desc);

alter table public.proposals enable row level security;

revoke insert, update, delete on public.proposals from anon, authenticated;

create policy "Admins read proposals"
  on public.proposals for select
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- A lead's saved cost estimates and cellar designs, for the admin building its
-- proposal: only the two kinds a quote is built from, and only from the
-- account whose address is the lead's (the rest of a user's saved items stays
-- theirs alone, as 20261121000300 says).
create function public.lead_saved_projects(p_inquiry_id uuid)
returns table (id uuid, kind text, title text, inputs jsonb, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only admins read a lead''s saved projects' using errcode = '42501';
  end if;
  return query
    select s.id, s.kind, s.title, s.inputs, s.created_at
    from public.saved_calculations s
    join auth.users u on u.id = s.user_id
    join public.inquiries i on lower(i.email) = lower(u.email::text)
    where i.id = p_inquiry_id and s.kind in ('cost', 'cellar-design')
    order by s.created_at desc
    limit 20;
end
$$;

revoke execute on function public.lead_saved_projects(uuid) from public, anon;
grant execute on function public.lead_saved_projects(uuid) to authenticated;
