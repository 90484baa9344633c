-- Service reminders (docs/ai-tools.md, "Email reminders"), hardened:
--   - the links in their mails go to the configured site (SITE_URL, read by
--     the functions), so the site a request named is no longer stored;
--   - cancelling is still the owner's one change, but the time is the
--     server's: an owner who writes any cancelled_at gets now().

alter table public.maintenance_reminders drop column site_url;

create function public.maintenance_reminders_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The functions (service role) keep the time they act at: a run's own clock in tests, a replaced reminder's moment.
  if coalesce(auth.role(), '') <> 'service_role' and new.cancelled_at is distinct from old.cancelled_at then
    new.cancelled_at := now();
  end if;
  return new;
end
$$;

revoke all on function public.maintenance_reminders_before_update() from public, anon, authenticated, service_role;

create trigger maintenance_reminders_before_update
  before update of cancelled_at on public.maintenance_reminders
  for each row execute function public.maintenance_reminders_before_update();
