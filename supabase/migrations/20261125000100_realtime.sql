-- Live lead inbox: Realtime delivers changes only of tables in the
-- supabase_realtime publication (a hosted project has the publication, with
-- no tables). New leads, status changes and assignments (inquiries), the
-- activity log the triggers write (inquiry_activity) and notes
-- (inquiry_notes) reach open admin pages; RLS decides who receives what,
-- exactly as for a select (admins only, for these three tables).
--
-- Idempotent: a table already in the publication (added by hand in the
-- dashboard, say) is left as it is instead of failing the migration.
do $$
declare
  target text;
begin
  foreach target in array array['inquiries', 'inquiry_activity', 'inquiry_notes'] loop
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = target
    ) then
      execute format('alter publication supabase_realtime add table public.%I', target);
    end if;
  end loop;
end
$$;
