import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newClient, serviceClient, signedInUser, type TestUser } from './helpers.ts';

/**
 * Listing a firm (docs/business.md, "Listing a firm"): approval alone does not
 * put a firm in the directory; one credential the business verified does.
 * Until then its profile, its portfolio and its pictures stay private, and the
 * admin's overview says it is not listed.
 */
const service = serviceClient();
let admin: TestUser;

async function approvedFirm(): Promise<string> {
  const { data, error } = await service
    .from('contractors')
    .insert({ slug: `listing-${randomUUID().slice(0, 8)}`, company: 'Newly Approved Cellars', services: ['custom-construction'], is_approved: true, is_active: true })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

const listed = async (id: string) => ((await newClient().from('contractor_profiles').select('id').eq('id', id)).data ?? []).length === 1;
const inDirectory = async (id: string) =>
  (((await newClient().rpc('contractor_directory', { p_service: null, p_area: null }).select('id')).data ?? []) as Array<{ id: string }>).some((row) => row.id === id);

beforeAll(async () => {
  admin = await signedInUser('listing-admin', ['admin']);
});

describe('a firm is listed once the business has verified one credential', () => {
  it('approved and active but unchecked: not in the directory, no profile, no portfolio; the admin sees it is not listed', async () => {
    const firm = await approvedFirm();
    await service.from('contractor_images').insert({ contractor_id: firm, path: `${firm}/wall.jpg`, alt: 'Racking wall', position: 0 });
    expect(await listed(firm)).toBe(false);
    expect(await inDirectory(firm)).toBe(false);
    expect((await newClient().from('contractor_portfolio').select('id').eq('contractor_id', firm)).data).toEqual([]);
    const overview = await admin.client.from('contractor_overview').select('is_approved, is_listed').eq('id', firm).single();
    expect(overview.data).toEqual({ is_approved: true, is_listed: false });
  });

  it('one verified credential lists it, with that check’s date on its profile', async () => {
    const firm = await approvedFirm();
    const check = await admin.client.from('contractor_verifications').insert({ contractor_id: firm, kind: 'insurance', detail: 'Policy 42, Hartwell Mutual', checked_on: '2026-11-20' });
    expect(check.error).toBeNull();
    expect(await listed(firm)).toBe(true);
    expect(await inDirectory(firm)).toBe(true);
    const profile = await newClient().from('contractor_profiles').select('credentials').eq('id', firm).single();
    expect(profile.data?.credentials).toEqual([{ kind: 'insurance', checked_on: '2026-11-20' }]);
    expect((await admin.client.from('contractor_overview').select('is_listed').eq('id', firm).single()).data).toEqual({ is_listed: true });
  });

  it('withdrawing its only check, or its approval, takes it off the list again', async () => {
    const firm = await approvedFirm();
    const { data } = await admin.client.from('contractor_verifications').insert({ contractor_id: firm, kind: 'licence', detail: 'CSLB 1048822', checked_on: '2026-11-21' }).select('id').single();
    expect(await listed(firm)).toBe(true);
    await admin.client.from('contractor_verifications').delete().eq('id', (data as { id: string }).id);
    expect(await listed(firm)).toBe(false);
    await admin.client.from('contractor_verifications').insert({ contractor_id: firm, kind: 'licence', detail: 'CSLB 1048822', checked_on: '2026-11-21' });
    await admin.client.from('contractors').update({ is_approved: false }).eq('id', firm);
    expect(await listed(firm)).toBe(false);
    expect((await admin.client.from('contractor_overview').select('is_listed').eq('id', firm).single()).data).toEqual({ is_listed: false });
  });
});
