-- Roles of the business: who may see every lead (admin) and who keeps a
-- contractor profile (contractor). Roles live in their own table rather than
-- in user metadata because users can edit their own metadata.

create type public.app_role as enum ('admin', 'contractor');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

comment on table public.user_roles is 'Business roles granted to accounts; managed by admins.';

-- Security definer so that policies on user_roles itself (and on every other
-- table) can ask "is this user an admin?" without recursing into the
-- user_roles policies. The empty search_path keeps a caller from shadowing
-- user_roles with an object of their own.
create function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = _user_id
      and role = _role
  )
$$;

comment on function public.has_role(uuid, public.app_role) is 'True when the user holds the role; used by RLS policies.';

-- Shared trigger: tables with an updated_at column keep it current without
-- trusting the client's clock.
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- Only a trigger should call it; keep it off the API.
revoke execute on function public.set_updated_at() from public, anon, authenticated;

alter table public.user_roles enable row level security;

create policy "Users read their own roles"
  on public.user_roles for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins read all roles"
  on public.user_roles for select
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admins grant roles"
  on public.user_roles for insert
  to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Admins change roles"
  on public.user_roles for update
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Admins revoke roles"
  on public.user_roles for delete
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
