-- /competitive-intelligence (docs/ai-tools.md "Competitive intelligence"):
-- competitors' prices and offers, each a dated data point, entered by an
-- admin or read from a competitor's quote in the browser (the document
-- analyzer's extraction; the file itself is never uploaded). Admins only.
-- The limits repeat src/features/ai-tools/competitive-intelligence/schemas.ts
-- (the bottle range is the estimator's, LIMITS.bottles).

create table public.competitor_prices (
  id uuid primary key default gen_random_uuid(),
  competitor text not null check (char_length(btrim(competitor)) between 1 and 120),
  -- What the price buys, in the competitor's words or the admin's.
  offer text check (char_length(offer) <= 500),
  bottles integer not null check (bottles between 12 and 50000),
  price_usd numeric(12, 2) not null check (price_usd >= 100 and price_usd <= 5000000),
  -- The date of the data point: the quote's date, or when the price was seen.
  quoted_on date not null check (quoted_on >= date '2000-01-01'),
  source text not null check (source in ('entered', 'quote')),
  -- For a quote read from a file: the file's name (the file stays with the admin).
  source_name text check (char_length(source_name) <= 200),
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now()
);

comment on table public.competitor_prices is 'Competitors'' prices and offers, dated; admins only.';

create index competitor_prices_quoted_idx on public.competitor_prices (quoted_on desc);

alter table public.competitor_prices enable row level security;

create policy "Admins read competitor prices" on public.competitor_prices for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins add competitor prices" on public.competitor_prices for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins correct competitor prices" on public.competitor_prices for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins remove competitor prices" on public.competitor_prices for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
