-- Contracts (/contract-generator, docs/ai-tools.md "Contract generator"):
-- one per accepted proposal, assembled from the clause library, edited by
-- an admin while a draft, sent for signature, and signed online by the
-- client (typed name, time, IP and browser), with an audit trail the
-- contracts function appends to. The signed PDF is kept in the private
-- contracts bucket. Admins read; only the function writes.

create table public.contracts (
  id uuid primary key default gen_random_uuid(),
  proposal_id uuid not null unique references public.proposals (id) on delete restrict,
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  -- [{ key, title, text, edited }] as assembled and edited; frozen once sent.
  clauses jsonb not null check (jsonb_typeof(clauses) = 'array'),
  -- The admin's wording per clause key, kept to reassemble.
  edits jsonb not null default '{}'::jsonb check (jsonb_typeof(edits) = 'object'),
  total_usd integer not null check (total_usd > 0),
  status text not null default 'draft' check (status in ('draft', 'sent', 'signed')),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  sent_to text check (char_length(sent_to) <= 320),
  expires_at timestamptz,
  signed_at timestamptz,
  signed_name text check (char_length(signed_name) between 2 and 120),
  signed_ip text check (char_length(signed_ip) <= 64),
  signed_user_agent text check (char_length(signed_user_agent) <= 400),
  -- [{ at, event, by, detail }]: created, edited, sent, viewed, signed, stored.
  audit jsonb not null default '[]'::jsonb check (jsonb_typeof(audit) = 'array'),
  -- The signed PDF's key in the contracts bucket.
  pdf_path text check (char_length(pdf_path) <= 300),
  check (status <> 'signed' or (signed_at is not null and signed_name is not null))
);

comment on table public.contracts is 'Contracts from accepted proposals; admins read, the contracts function writes.';

create index contracts_inquiry_idx on public.contracts (inquiry_id);

alter table public.contracts enable row level security;

revoke insert, update, delete on public.contracts from anon, authenticated;

create policy "Admins read contracts"
  on public.contracts for select
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('contracts', 'contracts', false, 5242880, array['application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Signed contracts: admins download them; only the function (service role) stores them.
create policy "Admins read contracts files"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'contracts' and (select public.has_role((select auth.uid()), 'admin')));
