-- A server-side rate limit for the assistant (the client's limit is only a
-- courtesy). The ai-chat function calls check_rate_limit with the service
-- role, keyed by whatever identifies the caller (user id or address).

create table public.rate_limit_hits (
  id bigint generated always as identity primary key,
  key text not null check (char_length(key) between 1 and 200),
  hit_at timestamptz not null default now()
);

create index rate_limit_hits_key_hit_at_idx on public.rate_limit_hits (key, hit_at);
create index rate_limit_hits_hit_at_idx on public.rate_limit_hits (hit_at);

-- Nobody reads or writes the hits through the API; only the function below.
alter table public.rate_limit_hits enable row level security;
revoke all on public.rate_limit_hits from anon, authenticated;

-- Sliding window: true (and the hit is recorded) while fewer than p_limit
-- hits fell in the last p_window_seconds; false once the limit is reached. A
-- refused request is not recorded, so a client that waits gets through as
-- soon as the oldest hit leaves the window.
create function public.check_rate_limit(p_key text, p_limit integer, p_window_seconds integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  if p_key is null or p_limit is null or p_limit < 1 or p_window_seconds is null or p_window_seconds < 1 then
    raise exception 'check_rate_limit: key, a positive limit and a positive window are required'
      using errcode = '22023';
  end if;

  -- Serialise concurrent calls for the same key so two requests cannot both
  -- take the last slot.
  perform pg_advisory_xact_lock(hashtext(p_key));

  -- Hits older than a day are no use to any window this site uses.
  delete from public.rate_limit_hits where hit_at < now() - interval '1 day';

  select count(*) into recent
  from public.rate_limit_hits
  where key = p_key
    and hit_at > now() - make_interval(secs => p_window_seconds);

  if recent >= p_limit then
    return false;
  end if;

  insert into public.rate_limit_hits (key) values (p_key);
  return true;
end
$$;

comment on function public.check_rate_limit(text, integer, integer) is 'Records a hit for the key and answers whether it is within the limit; service role only.';

-- Supabase's default privileges would let any visitor call it (and fill the
-- table); only edge functions holding the service role may.
revoke execute on function public.check_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.check_rate_limit(text, integer, integer) to service_role;
