import { randomUUID } from 'node:crypto';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import type { InquirySubmissionInput } from '../../supabase/functions/_domain/inquiry/schema.ts';
import { env, newClient, serviceClient, signedInUser } from './helpers.ts';

const service = serviceClient();
const keys: string[] = [];

afterAll(async () => {
  if (keys.length === 0) return;
  await service.from('inquiries').delete().in('idempotency_key', keys);
  for (const key of keys) {
    const listed = await service.storage.from('inquiry-attachments').list(`incoming/${key}`);
    const paths = (listed.data ?? []).map((entry) => `incoming/${key}/${entry.name}`);
    if (paths.length > 0) await service.storage.from('inquiry-attachments').remove(paths);
  }
});

function newKey(): string {
  const key = randomUUID();
  keys.push(key);
  return key;
}

function submission(key: string, extra: Partial<InquirySubmissionInput> = {}): InquirySubmissionInput {
  return {
    idempotencyKey: key,
    source: 'quote',
    form: {
      firstName: 'Henri',
      lastName: 'Marchal',
      email: 'henri@example.com',
      phone: '+33 1 23 45 67 89',
      projectType: 'commercial',
      budget: '100k-200k',
      timeline: '1-3months',
      message: 'A display cellar for our restaurant, about 3,000 bottles.',
    },
    ...extra,
  };
}

async function submit(client: SupabaseClient, body: InquirySubmissionInput | Record<string, unknown>) {
  const result = await client.functions.invoke<{ id: string; duplicate: boolean }>('submit-inquiry', { body });
  const status = result.response?.status;
  const errorBody = result.error instanceof FunctionsHttpError
    ? ((await result.error.context.json()) as { error: { code: string; message: string; issues?: Array<{ path: string; message: string }> } }).error
    : null;
  return { data: result.data, status, errorBody };
}

const rowsFor = async (key: string) => {
  const { data, error } = await service.from('inquiries').select('*').eq('idempotency_key', key);
  if (error) throw error;
  return data as Array<Record<string, unknown>>;
};

describe('submit-inquiry', () => {
  it('stores an inquiry with its uploaded attachment', async () => {
    const visitor = newClient();
    const key = newKey();
    const path = `incoming/${key}/1-floor-plan.pdf`;
    const pdf = new Blob(['%PDF-1.7 floor plan'], { type: 'application/pdf' });
    expect((await visitor.storage.from('inquiry-attachments').upload(path, pdf)).error).toBeNull();

    const { data, status } = await submit(visitor, submission(key, { attachments: [{ path, name: 'floor-plan.pdf', size: pdf.size, type: 'application/pdf' }] }));
    expect(status).toBe(201);
    expect(data?.duplicate).toBe(false);

    const [row] = await rowsFor(key);
    expect(row).toMatchObject({
      id: data?.id,
      source: 'quote',
      name: 'Henri Marchal',
      status: 'new',
      user_id: null,
      budget: '100k-200k',
      attachments: [{ path, name: 'floor-plan.pdf', size: pdf.size, type: 'application/pdf' }],
    });
    expect(String(row?.message)).toContain('Project Type: Commercial / Restaurant');
    // The visitor who uploaded it cannot read it back; the business can.
    expect((await visitor.storage.from('inquiry-attachments').download(path)).error).not.toBeNull();
    expect((await service.storage.from('inquiry-attachments').download(path)).error).toBeNull();
  });

  it('is idempotent: the same key twice gives one row and the same id', async () => {
    const client = newClient();
    const key = newKey();
    const first = await submit(client, submission(key));
    const second = await submit(client, submission(key));
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.data).toEqual({ id: first.data?.id, duplicate: true });
    expect(await rowsFor(key)).toHaveLength(1);
  });

  it('keeps one row when a double click sends both requests at once', async () => {
    const key = newKey();
    const results = await Promise.all([submit(newClient(), submission(key)), submit(newClient(), submission(key))]);
    expect(new Set(results.map((result) => result.data?.id)).size).toBe(1);
    expect(results.map((result) => result.data?.duplicate).sort()).toEqual([false, true]);
    expect(await rowsFor(key)).toHaveLength(1);
  });

  it('answers 400 with per-field issues for invalid input and stores nothing', async () => {
    const key = newKey();
    const invalid = submission(key);
    const { status, errorBody } = await submit(newClient(), { ...invalid, form: { ...invalid.form, email: 'nope', phone: 'call me maybe' } });
    expect(status).toBe(400);
    expect(errorBody).toMatchObject({ code: 'invalid_request' });
    expect(errorBody?.issues).toEqual(
      expect.arrayContaining([
        { path: 'inquiry.email', message: 'Invalid email address' },
        { path: 'inquiry.phone', message: 'Invalid phone number format' },
      ]),
    );
    expect(await rowsFor(key)).toHaveLength(0);
  });

  it('refuses an attachment that was never uploaded', async () => {
    const key = newKey();
    const { status, errorBody } = await submit(
      newClient(),
      submission(key, { attachments: [{ path: `incoming/${key}/1-ghost.pdf`, name: 'ghost.pdf', size: 100, type: 'application/pdf' }] }),
    );
    expect(status).toBe(400);
    expect(errorBody?.issues).toEqual([expect.objectContaining({ path: 'attachments.0' })]);
    expect(await rowsFor(key)).toHaveLength(0);
  });

  it('records the signed-in user who submitted', async () => {
    const { client, user } = await signedInUser('inquirer');
    const key = newKey();
    expect((await submit(client, submission(key))).status).toBe(201);
    const [row] = await rowsFor(key);
    expect(row?.user_id).toBe(user.id);
    // Even the submitter cannot read leads back: only admins can.
    expect((await client.from('inquiries').select('id').eq('idempotency_key', key)).data).toEqual([]);
  });

  it('answers CORS preflights from the browser', async () => {
    const response = await fetch(`${env.url}/functions/v1/submit-inquiry`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, apikey, content-type, x-client-info' },
    });
    expect(response.ok).toBe(true);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/apikey/);
  });

  it('answers 404 for a function that does not exist', async () => {
    const result = await newClient().functions.invoke('no-such-function', { body: {} });
    expect(result.response?.status).toBe(404);
  });
});
