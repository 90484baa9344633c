-- Seed data, run by `supabase db reset` and by the embedded backend when it
-- creates a database. It must never hold a secret.
--
-- Everything the site needs to work (the storage buckets, the roles type) is
-- created by the migrations, so a hosted project gets it from
-- `supabase db push` without this file. The local admin account is not
-- seeded here either: the embedded backend creates it with a random password
-- on first start (see docs/local-backend.md), and on a hosted project an
-- admin is granted with one SQL statement (see docs/deploy-hosted.md).
--
-- Leads, saved calculations and image analyses start empty on purpose, so
-- what a developer sees locally is what they created.

-- Sample contractor firms, so the directory (/contractors) is not empty on a
-- fresh machine. They are marked is_sample and every page that shows one
-- says "Sample profile"; they have no account, so no lead can be assigned to
-- them. Their portfolio pictures are drawings the site ships
-- (public/images/contractors/). The checks below are illustrative too, and
-- say so in their detail; each sample has one, since a firm is listed only
-- once a credential is verified (docs/business.md, "Listing a firm").
insert into public.contractors
  (id, slug, company, services, service_areas, years_in_business, projects_completed, bio, website, is_approved, is_active, is_sample)
values
  ('5a000000-0000-4000-8000-000000000001', 'sample-vintner-build-co', 'Sample: Vintner Build Co.',
   array['custom-construction', 'design-consultation'], array['Napa Valley', 'San Francisco Bay Area'], 18, 240,
   'A sample firm for local development. Builds walk-in cellars with redwood racking, stone floors and glass tasting rooms, from the first sketch to the last bottle slot.',
   null, true, true, true),
  ('5a000000-0000-4000-8000-000000000002', 'sample-coldstone-climate', 'Sample: Coldstone Climate',
   array['climate-control', 'maintenance'], array['Los Angeles', 'Orange County', 'San Francisco Bay Area'], 11, 410,
   'A sample firm for local development. Sizes, installs and services ducted and split cooling systems, with humidity control and remote monitoring.',
   null, true, true, true),
  ('5a000000-0000-4000-8000-000000000003', 'sample-hudson-cellar-studio', 'Sample: Hudson Cellar Studio',
   array['design-consultation', 'custom-construction', 'maintenance'], array['New York City', 'Hamptons'], 7, 95,
   'A sample firm for local development. Designs compact urban cellars and wine walls for apartments and restaurants, and keeps them running.',
   null, true, true, true);

insert into public.contractor_verifications (contractor_id, kind, detail, checked_on)
values
  ('5a000000-0000-4000-8000-000000000001', 'licence', 'Sample data: no real licence was checked', current_date - 30),
  ('5a000000-0000-4000-8000-000000000001', 'insurance', 'Sample data: no real policy was checked', current_date - 30),
  ('5a000000-0000-4000-8000-000000000002', 'licence', 'Sample data: no real licence was checked', current_date - 12),
  ('5a000000-0000-4000-8000-000000000003', 'reference', 'Sample data: no real reference was checked', current_date - 5);

insert into public.contractor_images (contractor_id, static_url, alt, position)
values
  ('5a000000-0000-4000-8000-000000000001', '/images/contractors/sample-racking.svg', 'Drawing of a walk-in cellar with floor-to-ceiling racking', 0),
  ('5a000000-0000-4000-8000-000000000001', '/images/contractors/sample-arch.svg', 'Drawing of a vaulted stone cellar with an arched doorway', 1),
  ('5a000000-0000-4000-8000-000000000002', '/images/contractors/sample-climate.svg', 'Drawing of a cooling unit with its airflow through a cellar', 0),
  ('5a000000-0000-4000-8000-000000000003', '/images/contractors/sample-wine-wall.svg', 'Drawing of a glass-fronted wine wall beside a dining table', 0);
