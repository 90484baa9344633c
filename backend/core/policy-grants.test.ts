import { describe, expect, it } from 'vitest';
import { grantedPolicyTarget } from './db.ts';

describe('grantedPolicyTarget: the statements hosted Supabase lets postgres run on tables it does not own', () => {
  it('names policies and dropped triggers on the listed auth and storage tables', () => {
    expect(grantedPolicyTarget(`create policy "Owners read" on storage.objects for select using (true)`)).toBe('storage.objects');
    expect(grantedPolicyTarget(`-- why\n/* more */\nCREATE POLICY owners ON "storage"."objects" FOR insert WITH CHECK (true)`)).toBe('storage.objects');
    expect(grantedPolicyTarget(`alter policy "a ""quoted"" name" on storage.buckets rename to b`)).toBe('storage.buckets');
    expect(grantedPolicyTarget(`drop policy if exists "Owners read" on storage.objects`)).toBe('storage.objects');
    expect(grantedPolicyTarget(`drop trigger if exists on_signup on auth.users`)).toBe('auth.users');
  });

  it('lets nothing else through', () => {
    expect(grantedPolicyTarget(`create policy "Mine" on public.inquiries for select using (true)`)).toBeNull();
    expect(grantedPolicyTarget(`alter table storage.objects add column checksum text`)).toBeNull();
    expect(grantedPolicyTarget(`create trigger on_signup after insert on auth.users for each row execute function public.f()`)).toBeNull();
    expect(grantedPolicyTarget(`create policy "Any" on auth.flow_state for select using (true)`)).toBeNull();
    expect(grantedPolicyTarget(`select 'create policy x on storage.objects'`)).toBeNull();
  });
});
