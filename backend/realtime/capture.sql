-- Change capture for the local realtime server (backend/realtime). Hosted
-- Supabase reads the write-ahead log through the supabase_realtime
-- publication; PGlite has no replication, so a trigger on every published
-- table writes each change to an outbox and wakes the server with
-- NOTIFY. Local only: no migration creates any of this, and it runs on
-- every start (re-runnable).

create schema if not exists local_realtime;
revoke all on schema local_realtime from public;

-- Rows live here only until the server has delivered them (milliseconds).
create unlogged table if not exists local_realtime.changes (
  id bigint generated always as identity primary key,
  schema_name text not null,
  table_name text not null,
  op text not null check (op in ('INSERT', 'UPDATE', 'DELETE')),
  new_row jsonb,
  old_row jsonb,
  changed_at timestamptz not null default clock_timestamp()
);

-- Security definer: the writer (an API role) has no access to the outbox.
create or replace function local_realtime.capture()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into local_realtime.changes (schema_name, table_name, op, new_row, old_row)
  values (
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  -- One constant payload: Postgres folds repeats, so a transaction wakes the server once.
  perform pg_notify('local_realtime', '');
  return null;
end
$$;

revoke all on function local_realtime.capture() from public;
