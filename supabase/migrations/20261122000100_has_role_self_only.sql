-- has_role() is security definer so that RLS policies can ask "does this
-- user hold this role?" without recursing into user_roles' own policies. But
-- a function in public is also reachable as /rest/v1/rpc/has_role, where it
-- answered for any user id: anyone could find out who the admins are.
--
-- It now answers only about the caller (auth.uid()), except for the service
-- role and for sessions without request claims (migrations, the SQL editor,
-- psql), which may ask about anyone. Every policy asks about
-- (select auth.uid()), so none of them changes. EXECUTE stays granted to
-- anon and authenticated because those policies run as the caller.

create or replace function public.has_role(_user_id uuid, _role public.app_role)
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
  and (
    -- coalesce: an anonymous caller has no auth.uid(), and null must read as "no".
    coalesce(_user_id = auth.uid(), false)
    or coalesce(auth.role() = 'service_role', false)
    or coalesce(current_setting('request.jwt.claims', true), '') = ''
  )
$$;

comment on function public.has_role(uuid, public.app_role) is
  'True when the user holds the role; answers only about the caller (auth.uid()), except to the service role. Used by RLS policies.';
