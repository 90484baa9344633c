-- What a Supabase project is before its first migration, reproduced for the
-- local backend (PGlite or a real Postgres): the roles and who owns what, the
-- auth and storage schemas with the columns GoTrue and Storage use, the
-- auth.* and storage.* helpers that policies call, the realtime publication,
-- and today's default privileges in public. Written from Supabase's public
-- definitions; docs/local-backend.md ("The Supabase baseline") says where each
-- part comes from and what is left out.
--
-- It runs once, as the bootstrap superuser supabase_admin, when a database
-- has no baseline yet (supabase_migrations.schema_migrations is its mark).
-- Roles belong to the whole cluster, so they are created only when missing.

set client_min_messages = warning;

-- Roles -------------------------------------------------------------------------
-- The API roles (PostgREST switches to one per request; INHERIT since 2023), the
-- login PostgREST uses, the service admins that own auth and storage, and
-- postgres: the role a developer and `supabase db push` connect as, which hosted
-- Supabase demoted from superuser to CREATEDB CREATEROLE REPLICATION BYPASSRLS.
do $$
declare
  spec record;
begin
  for spec in
    select * from (values
      ('anon', 'nologin inherit'),
      ('authenticated', 'nologin inherit'),
      ('service_role', 'nologin inherit bypassrls'),
      ('authenticator', 'login noinherit'),
      ('postgres', 'login nosuperuser inherit createdb createrole replication bypassrls'),
      ('supabase_auth_admin', 'login noinherit createrole'),
      ('supabase_storage_admin', 'login noinherit createrole')
    ) as roles(name, options)
  loop
    if not exists (select 1 from pg_roles where rolname = spec.name) then
      execute format('create role %I %s', spec.name, spec.options);
    end if;
  end loop;
end
$$;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
grant authenticator to supabase_storage_admin;
grant pg_read_all_data, pg_signal_backend to postgres;

-- The database belongs to postgres (so does public, through pg_database_owner);
-- Supabase databases run in UTC, so timestamps serialise the same way.
do $$
begin
  execute format('alter database %I owner to postgres', current_database());
  execute format('alter database %I set timezone to %L', current_database(), 'UTC');
end
$$;

-- Schemas ---------------------------------------------------------------------
create schema if not exists extensions;
create schema if not exists auth authorization supabase_admin;
create schema if not exists storage authorization supabase_admin;
create schema if not exists supabase_migrations;

grant usage on schema public to postgres, anon, authenticated, service_role;
grant all on schema extensions to postgres;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin;
grant usage on schema auth to postgres;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin;

-- Default privileges in public -----------------------------------------------
-- Supabase's initial schema opened everything postgres creates in public to
-- the API roles. Since the 2026 change "tables not exposed to the Data API
-- automatically" (new projects from 2026-05-30, every project from
-- 2026-10-30), a project is created with the Data API's "Default privileges
-- for new entities" off, which revokes the select/insert/update/delete,
-- sequence usage/select and function execute parts of it again. Both steps
-- are reproduced, so what is left over is what a hosted project has left over:
-- TRUNCATE, REFERENCES and TRIGGER on tables and UPDATE on sequences for the
-- API roles, and EXECUTE for PUBLIC on functions (Postgres's own default).
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke usage, select on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from anon, authenticated, service_role;

-- auth ------------------------------------------------------------------------
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status between 0 and 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
-- GoTrue keeps one account per address among password/magic-link users.
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email));

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text check (aal in ('aal1', 'aal2', 'aal3')),
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

-- How each session was authenticated (the JWT's amr claim survives refreshes).
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key default gen_random_uuid(),
  unique (session_id, authentication_method)
);

-- PKCE: the code a magic link hands back, waiting for its code_verifier.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);

-- The JWT of the current request, as PostgREST exposes it. The legacy
-- per-claim setting is still honoured because older policies were written
-- against it.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
  )::text
$$;



-- GoTrue owns its schema; postgres may read and write it (the SQL editor, a
-- trigger of the developer's), the API roles may not touch its tables.
do $$
declare
  item record;
begin
  for item in select c.relname from pg_class c where c.relnamespace = 'auth'::regnamespace and c.relkind = 'r' loop
    execute format('alter table auth.%I owner to supabase_auth_admin', item.relname);
  end loop;
  for item in select p.oid::regprocedure as signature from pg_proc p where p.pronamespace = 'auth'::regnamespace loop
    execute format('alter function %s owner to supabase_auth_admin', item.signature);
  end loop;
end
$$;
grant all on all tables in schema auth to supabase_auth_admin, postgres;
grant all on all sequences in schema auth to supabase_auth_admin, postgres;
grant all on all routines in schema auth to postgres;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

-- storage ---------------------------------------------------------------------
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type text not null default 'STANDARD'
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- 'a/b/c.pdf' → {a,b}: the folders above an object, for path-based policies.
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  parts text[] := string_to_array(name, '/');
begin
  return parts[1 : coalesce(array_length(parts, 1), 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  parts text[] := string_to_array(name, '/');
begin
  return parts[array_length(parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  file text := storage.filename(name);
begin
  if file is null or position('.' in file) = 0 then
    return '';
  end if;
  return reverse(split_part(reverse(file), '.', 1));
end
$$;



-- Storage owns its schema. As on Supabase, the API roles hold table
-- privileges on buckets and objects and the policies decide; postgres may
-- write buckets (a migration that creates one) but is not the owner: it adds
-- policies on objects only through the platform's allowance (POLICY_GRANTS in
-- backend/core/db.ts, supautils on a hosted project).
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role, postgres;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role, postgres;

-- Migration history, in the table the Supabase CLI keeps ---------------------
-- Written by the CLI's own connection, not by a migration.
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

-- Realtime ----------------------------------------------------------------------
-- Every Supabase project has this publication, with no tables; migrations add
-- the tables whose changes Realtime delivers (postgres may: it owns them).
-- Locally it is only read (pg_publication_tables) by backend/realtime, which
-- captures those tables' changes with a trigger.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
alter publication supabase_realtime owner to postgres;
