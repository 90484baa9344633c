-- Contracts are signed once, and every change is one conditional statement
-- (docs/ai-tools.md, "Contract generator"). Before this the contracts
-- function read a contract, checked its state and wrote it back: three
-- signatures sent at once through one link were all answered "signed", and
-- audit entries appended by read-modify-write could be lost. Now:
--   - each contract has a version; a mailed link is signed for one version,
--     and a change after sending voids that link (the version moves on and
--     the contract goes back to draft until it is sent again);
--   - signing is one update where status = 'sent', the version is the
--     link's and the link has not expired: only one request can win it;
--   - the audit trail is appended in SQL (audit || entries), never rewritten.
-- Only the contracts function (service role) calls these functions.

alter table public.contracts
  add column version integer not null default 1 check (version between 1 and 1000);

comment on column public.contracts.version is 'Moves on when a sent contract is changed; a mailed link signs only its own version.';

-- Appends entries to the trail (viewed, stored …) without reading it first.
create function public.contract_append_audit(p_id uuid, p_entries jsonb)
returns void
language sql
volatile
set search_path = ''
as $$
  update public.contracts
  set audit = audit || p_entries, updated_at = now()
  where id = p_id and jsonb_typeof(p_entries) = 'array'
$$;

-- A new wording. A contract already sent is voided by it: back to draft,
-- the next version, its link dead; `p_voided` is the entry that says so and
-- is written only then. A signed contract is never changed: no row back.
create function public.contract_edit(p_id uuid, p_clauses jsonb, p_edits jsonb, p_entries jsonb, p_voided jsonb)
returns setof public.contracts
language sql
volatile
set search_path = ''
as $$
  update public.contracts
  set clauses = p_clauses,
      edits = p_edits,
      version = case when status = 'sent' then version + 1 else version end,
      audit = audit || case when status = 'sent' then jsonb_build_array(p_voided) else '[]'::jsonb end || p_entries,
      status = 'draft',
      sent_at = null,
      sent_to = null,
      expires_at = null,
      updated_at = now()
  where id = p_id and status <> 'signed'
  returning *
$$;

-- Sent (or sent again, which moves the expiry) for the version the mail's link names.
create function public.contract_mark_sent(p_id uuid, p_version integer, p_sent_to text, p_sent_at timestamptz, p_expires_at timestamptz, p_entry jsonb)
returns setof public.contracts
language sql
volatile
set search_path = ''
as $$
  update public.contracts
  set status = 'sent', sent_to = p_sent_to, sent_at = p_sent_at, expires_at = p_expires_at,
      audit = audit || jsonb_build_array(p_entry), updated_at = now()
  where id = p_id and version = p_version and status in ('draft', 'sent')
  returning *
$$;

-- The signature: only while sent, for the link's version, before it expires. One request wins.
create function public.contract_sign(p_id uuid, p_version integer, p_name text, p_ip text, p_user_agent text, p_at timestamptz, p_entry jsonb)
returns setof public.contracts
language sql
volatile
set search_path = ''
as $$
  update public.contracts
  set status = 'signed', signed_at = p_at, signed_name = p_name, signed_ip = p_ip, signed_user_agent = p_user_agent,
      audit = audit || jsonb_build_array(p_entry), updated_at = now()
  where id = p_id and version = p_version and status = 'sent' and expires_at > p_at
  returning *
$$;

-- The signed PDF's place in the bucket, once.
create function public.contract_pdf_stored(p_id uuid, p_path text, p_entry jsonb)
returns setof public.contracts
language sql
volatile
set search_path = ''
as $$
  update public.contracts
  set pdf_path = p_path, audit = audit || jsonb_build_array(p_entry), updated_at = now()
  where id = p_id and status = 'signed' and pdf_path is null
  returning *
$$;

revoke all on function public.contract_append_audit(uuid, jsonb) from public, anon, authenticated, service_role;
revoke all on function public.contract_edit(uuid, jsonb, jsonb, jsonb, jsonb) from public, anon, authenticated, service_role;
revoke all on function public.contract_mark_sent(uuid, integer, text, timestamptz, timestamptz, jsonb) from public, anon, authenticated, service_role;
revoke all on function public.contract_sign(uuid, integer, text, text, text, timestamptz, jsonb) from public, anon, authenticated, service_role;
revoke all on function public.contract_pdf_stored(uuid, text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.contract_append_audit(uuid, jsonb) to service_role;
grant execute on function public.contract_edit(uuid, jsonb, jsonb, jsonb, jsonb) to service_role;
grant execute on function public.contract_mark_sent(uuid, integer, text, timestamptz, timestamptz, jsonb) to service_role;
grant execute on function public.contract_sign(uuid, integer, text, text, text, timestamptz, jsonb) to service_role;
grant execute on function public.contract_pdf_stored(uuid, text, jsonb) to service_role;
