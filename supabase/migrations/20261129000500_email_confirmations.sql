-- Confirmed addresses (docs/business.md, "Mail to an address a stranger
-- typed"). Anyone can type any address into the contact form, so the
-- business mails automatically (email sequences, the agents' drafts,
-- service reminders, anything the scheduler sends) only an address someone
-- has confirmed:
--   'account'  the inquiry (or reminder) came from a signed-in account whose
--              own address it is, proven by the auth server's confirmation;
--   'link'     the visitor pressed the button behind the link in our
--              acknowledgement mail;
--   'admin'    an admin recorded, on the lead, that they confirmed it with
--              the client (an explicit action, logged; never a side effect
--              of opening the lead).
-- An unconfirmed address gets one mail only: the acknowledgement with its
-- confirm link, at most once in 24 hours (acknowledged_at, claimed in one
-- statement), with none of the text the visitor typed in it.
--
-- Confirmation is per address: once confirmed, every lead from it counts as
-- confirmed, and each of those leads' activity says when and how.

create table public.email_confirmations (
  -- The id a confirm link is signed for (never the address itself).
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and char_length(email) between 3 and 320),
  confirmed_at timestamptz,
  confirmed_via text check (confirmed_via in ('account', 'link', 'admin')),
  -- The admin who recorded it ('admin' only).
  confirmed_by uuid references auth.users (id) on delete set null,
  -- The last acknowledgement mailed to it (claimed before sending).
  acknowledged_at timestamptz,
  created_at timestamptz not null default now(),
  check ((confirmed_at is null) = (confirmed_via is null))
);

comment on table public.email_confirmations is 'Addresses and whether someone confirmed them; automated mail goes only to confirmed ones. Admins read; functions write through the functions below.';

alter table public.email_confirmations enable row level security;

revoke all on public.email_confirmations from public, anon, authenticated, service_role;
grant select on public.email_confirmations to authenticated;
-- The server reads it, and may forget an address entirely (a request to erase it); every change goes through the functions below.
grant select, delete on public.email_confirmations to service_role;

create policy "Admins read address confirmations"
  on public.email_confirmations for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- The activity log learns that a lead's address was confirmed.
alter table public.inquiry_activity drop constraint inquiry_activity_kind_check;
alter table public.inquiry_activity add constraint inquiry_activity_kind_check
  check (kind in ('received', 'opened', 'status', 'assignment', 'note', 'contractor-assignment', 'contractor-response', 'sequence', 'email-confirmed'));

create function public.email_is_confirmed(p_email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.email_confirmations where email = lower(btrim(p_email)) and confirmed_at is not null)
$$;

revoke all on function public.email_is_confirmed(text) from public, anon, authenticated, service_role;
grant execute on function public.email_is_confirmed(text) to service_role;

-- Confirms an address (once): true when this call confirmed it. Each lead
-- from the address says so in its activity, with the admin as the actor for
-- 'admin' (auth.uid() inside log_inquiry_activity).
create function public.confirm_email_address(p_email text, p_via text, p_by uuid default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(p_email));
  confirmed uuid;
  lead record;
begin
  if p_via not in ('account', 'link', 'admin') then
    raise exception 'Unknown way of confirming' using errcode = '22023';
  end if;
  insert into public.email_confirmations (email, confirmed_at, confirmed_via, confirmed_by)
  values (address, now(), p_via, p_by)
  on conflict (email) do update
    set confirmed_at = now(), confirmed_via = excluded.confirmed_via, confirmed_by = excluded.confirmed_by
    where public.email_confirmations.confirmed_at is null
  returning id into confirmed;
  if confirmed is null then
    return false;
  end if;
  for lead in select id from public.inquiries where lower(email) = address loop
    perform public.log_inquiry_activity(lead.id, 'email-confirmed', null, p_via,
      case p_via
        when 'account' then 'Address confirmed: sent from the client''s own signed-in account'
        when 'link' then 'Address confirmed by the client, through the link in our acknowledgement'
        else 'Address confirmed with the client by an admin'
      end);
  end loop;
  return true;
end
$$;

revoke all on function public.confirm_email_address(text, text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.confirm_email_address(text, text, uuid) to service_role;

-- The confirm link: the id it was signed for → that address, confirmed.
create function public.confirm_email_by_id(p_id uuid)
returns table (email text, newly boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text;
begin
  select c.email into address from public.email_confirmations c where c.id = p_id;
  if address is null then
    return;
  end if;
  return query select address, public.confirm_email_address(address, 'link');
end
$$;

revoke all on function public.confirm_email_by_id(uuid) from public, anon, authenticated, service_role;
grant execute on function public.confirm_email_by_id(uuid) to service_role;

-- The one acknowledgement a day: claims it for the address (one statement,
-- so two submissions at once cannot both mail), answering the row's id (for
-- the confirm link) and whether the address is confirmed already; no row
-- when one was mailed in the last 24 hours.
create function public.claim_acknowledgement(p_email text)
returns table (id uuid, confirmed boolean)
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.email_confirmations as c (email, acknowledged_at)
  values (lower(btrim(p_email)), now())
  on conflict (email) do update
    set acknowledged_at = now()
    where c.acknowledged_at is null or c.acknowledged_at <= now() - interval '24 hours'
  returning c.id, c.confirmed_at is not null
$$;

-- A claimed acknowledgement whose mail did not go: the next inquiry may send it.
create function public.release_acknowledgement(p_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.email_confirmations set acknowledged_at = null where id = p_id
$$;

revoke all on function public.claim_acknowledgement(text) from public, anon, authenticated, service_role;
revoke all on function public.release_acknowledgement(uuid) from public, anon, authenticated, service_role;
grant execute on function public.claim_acknowledgement(text) to service_role;
grant execute on function public.release_acknowledgement(uuid) to service_role;

-- An admin records that they confirmed the lead's address with the client.
create function public.confirm_lead_email(p_inquiry_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an admin confirms a lead''s address' using errcode = '42501';
  end if;
  select email into address from public.inquiries where id = p_inquiry_id;
  if address is null then
    raise exception 'No such lead' using errcode = 'P0002';
  end if;
  return public.confirm_email_address(address, 'admin', auth.uid());
end
$$;

revoke all on function public.confirm_lead_email(uuid) from public, anon, authenticated, service_role;
grant execute on function public.confirm_lead_email(uuid) to authenticated;

-- What the scheduler mails, to confirmed addresses only. The unconfirmed
-- wait where they are (their enrolment or reminder stays due) and go out on
-- the first run after the address is confirmed.
create function public.due_sequence_enrollments(p_now timestamptz, p_email text default null, p_limit integer default 200)
returns setof uuid
language sql
stable
set search_path = ''
as $$
  select e.id
  from public.sequence_enrollments e
  join public.email_sequences s on s.id = e.sequence_id and s.is_active
  join public.email_confirmations c on c.email = e.email and c.confirmed_at is not null
  where e.stopped_at is null and e.claimed_at is null and e.next_due_at <= p_now
    and (p_email is null or e.email = lower(p_email))
  order by e.next_due_at
  limit least(greatest(p_limit, 1), 500)
$$;

create function public.due_maintenance_reminders(p_today date, p_email text default null, p_limit integer default 200)
returns setof uuid
language sql
stable
set search_path = ''
as $$
  select r.id
  from public.maintenance_reminders r
  join public.email_confirmations c on c.email = lower(r.email) and c.confirmed_at is not null
  where r.sent_at is null and r.cancelled_at is null and r.remind_on <= p_today
    and (p_email is null or r.email = p_email)
  order by r.remind_on
  limit least(greatest(p_limit, 1), 500)
$$;

revoke all on function public.due_sequence_enrollments(timestamptz, text, integer) from public, anon, authenticated, service_role;
revoke all on function public.due_maintenance_reminders(date, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.due_sequence_enrollments(timestamptz, text, integer) to service_role;
grant execute on function public.due_maintenance_reminders(date, text, integer) to service_role;

-- Whether the signed-in account's own address is confirmed: the reminder
-- panel says so (a reminder waits until it is). Nobody learns anything about
-- another address from it.
create function public.own_email_confirmed()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select public.email_is_confirmed(u.email::text) from auth.users u where u.id = auth.uid()), false)
$$;

revoke all on function public.own_email_confirmed() from public, anon, authenticated, service_role;
grant execute on function public.own_email_confirmed() to authenticated;
