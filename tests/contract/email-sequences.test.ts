import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATUSES } from '@/features/business/admin/lib/pipeline.ts';
import { INQUIRY_SOURCES } from '@domain/inquiry/choices.ts';
import { SEQUENCE_LIMITS } from '@domain/sequences/schema.ts';
import { env, inbox, serviceClient, signedInUser, type TestUser } from './helpers.ts';

/**
 * Follow-up sequences against the backend: only an admin enrolls or stops a
 * lead; the triggers enroll a lead in a switched-on sequence of its status,
 * stop on a status change and on a new inquiry from the same address; the
 * scheduler mails a due step once and logs it on the lead; the signed
 * unsubscribe link stops everything for that address, without an account.
 */
const service = serviceClient();
let admin: TestUser;
let plain: TestUser;

const lead = (email: string, values: Record<string, unknown> = {}) => ({
  idempotency_key: randomUUID(),
  source: 'quote',
  first_name: 'Rita',
  last_name: 'Levi',
  name: 'Rita Levi',
  email,
  phone: '+1 555 0100',
  project_type: 'residential',
  details: 'A 600-bottle cellar under the stairs.',
  message: 'Project Type: Residential Wine Cellar',
  ...values,
});

async function newLead(values: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  const email = `seq-${randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await service.from('inquiries').insert(lead(email, values)).select('id').single();
  if (error) throw error;
  return { id: (data as { id: string }).id, email };
}

async function newSequence(values: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await admin.client
    .from('email_sequences')
    .insert({ name: `Contract ${randomUUID().slice(0, 6)}`, trigger_status: 'consultation-booked', steps: [{ delayDays: 0, subject: 'Hello {{first_name}}', body: 'About your {{project_type}}.' }, { delayDays: 2, subject: 'Second', body: 'Again' }], ...values })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

const enrollments = async (inquiryId: string) =>
  ((await service.from('sequence_enrollments').select('id, sequence_id, enrolled_by, stop_reason, next_step').eq('inquiry_id', inquiryId).order('enrolled_at')).data ?? []) as Array<{
    id: string;
    sequence_id: string;
    enrolled_by: string | null;
    stop_reason: string | null;
    next_step: number;
  }>;

async function runJobs(now: Date, email: string) {
  const response = await fetch(`${env.url}/functions/v1/scheduled-jobs`, {
    method: 'POST',
    headers: { apikey: env.serviceRoleKey, authorization: `Bearer ${env.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ now: now.toISOString(), email }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { jobs: Record<string, unknown> };
}

beforeAll(async () => {
  [admin, plain] = await Promise.all([signedInUser('seq-admin', ['admin']), signedInUser('seq-plain')]);
});

describe('email sequences', () => {
  it('the table checks hold the lists the code declares', async () => {
    const steps = Array.from({ length: SEQUENCE_LIMITS.stepsMax + 1 }, () => ({ delayDays: 1, subject: 's', body: 'b' }));
    expect((await admin.client.from('email_sequences').insert({ name: 'Too long', trigger_status: 'new', steps })).error).not.toBeNull();
    // A step the form would refuse is refused by the table too.
    for (const bad of [{ delayDays: 91, subject: 's', body: 'b' }, { delayDays: 1.5, subject: 's', body: 'b' }, { delayDays: 1, subject: ' ', body: 'b' }, { delayDays: 1, subject: 'two\nlines', body: 'b' }, { delayDays: 1, subject: 's', body: 'x'.repeat(SEQUENCE_LIMITS.bodyMax + 1) }, { delayDays: '1', subject: 's', body: 'b' }]) {
      expect((await admin.client.from('email_sequences').insert({ name: 'Bad step', trigger_status: 'new', steps: [bad] })).error, JSON.stringify(bad).slice(0, 60)).not.toBeNull();
    }
    for (const status of STATUSES) {
      const made = await admin.client.from('email_sequences').insert({ name: `Status ${status}`, trigger_status: status, steps: [{ delayDays: 0, subject: 's', body: 'b' }] }).select('id').single();
      expect(made.error, status).toBeNull();
      await admin.client.from('email_sequences').delete().eq('id', (made.data as { id: string }).id);
    }
    for (const source of INQUIRY_SOURCES) {
      const made = await admin.client.from('email_sequences').insert({ name: `Source ${source}`, trigger_status: 'won', trigger_source: source, steps: [{ delayDays: 0, subject: 's', body: 'b' }] }).select('id').single();
      expect(made.error, source).toBeNull();
      await admin.client.from('email_sequences').delete().eq('id', (made.data as { id: string }).id);
    }
    expect((await admin.client.from('email_sequences').insert({ name: 'Bad', trigger_status: 'quoted', steps: [{ delayDays: 0, subject: 's', body: 'b' }] })).error).not.toBeNull();
  });

  it('only an admin enrolls or stops a lead; the first step is mailed once and logged, a status change stops the rest', async () => {
    const sequence = await newSequence({ is_active: true, trigger_status: 'proposal-sent' });
    const { id, email } = await newLead();
    expect((await plain.client.rpc('enroll_lead_in_sequence', { p_inquiry_id: id, p_sequence_id: sequence })).error).not.toBeNull();
    const enrolled = await admin.client.rpc('enroll_lead_in_sequence', { p_inquiry_id: id, p_sequence_id: sequence });
    expect(enrolled.error).toBeNull();
    const again = await admin.client.rpc('enroll_lead_in_sequence', { p_inquiry_id: id, p_sequence_id: sequence });
    expect(again.data, 'enrolling twice finds the live enrolment').toBe(enrolled.data);
    expect((await plain.client.rpc('stop_sequence_enrollment', { p_enrollment_id: enrolled.data, p_reason: 'replied' })).error).not.toBeNull();

    await runJobs(new Date(Date.now() + 60_000), email);
    await runJobs(new Date(Date.now() + 120_000), email);
    if (env.local) expect((await inbox(email)).map((mail) => mail.subject)).toEqual(['Hello Rita']);
    const [row] = await enrollments(id);
    expect(row).toMatchObject({ next_step: 1, stop_reason: null });
    const log = await admin.client.from('inquiry_activity').select('to_value, detail').eq('inquiry_id', id).eq('kind', 'sequence').order('id');
    expect((log.data ?? []).map((entry) => entry.to_value)).toEqual(['enrolled', 'sent']);

    await admin.client.from('inquiries').update({ status: 'contacted' }).eq('id', id);
    expect((await enrollments(id))[0]?.stop_reason).toBe('status-changed');
    // The admin's "the client replied": only on a live enrolment, only with a known reason.
    const second = await admin.client.rpc('enroll_lead_in_sequence', { p_inquiry_id: id, p_sequence_id: sequence });
    expect((await admin.client.rpc('stop_sequence_enrollment', { p_enrollment_id: second.data, p_reason: 'bored' })).error).not.toBeNull();
    expect((await admin.client.rpc('stop_sequence_enrollment', { p_enrollment_id: second.data, p_reason: 'replied' })).data).toBe(true);
    expect((await admin.client.rpc('stop_sequence_enrollment', { p_enrollment_id: second.data, p_reason: 'replied' })).data).toBe(false);
    expect((await enrollments(id)).map((row) => row.stop_reason)).toEqual(['status-changed', 'replied']);
    await runJobs(new Date(Date.now() + 3 * 86_400_000), email);
    if (env.local) expect(await inbox(email)).toHaveLength(1);
    await service.from('email_sequences').delete().eq('id', sequence);
  });

  it('a claim left by a run that died is released after ten minutes, and the step goes out', async () => {
    const sequence = await newSequence({ is_active: true, trigger_status: 'lost' });
    const { id, email } = await newLead();
    const enrolment = (await admin.client.rpc('enroll_lead_in_sequence', { p_inquiry_id: id, p_sequence_id: sequence })).data as string;
    await service.from('sequence_enrollments').update({ claimed_at: new Date(Date.now() - 60_000).toISOString() }).eq('id', enrolment);
    await runJobs(new Date(Date.now() + 60_000), email);
    expect((await enrollments(id))[0]?.next_step, 'a fresh claim is another run at work: left alone').toBe(0);
    await service.from('sequence_enrollments').update({ claimed_at: new Date(Date.now() - 11 * 60_000).toISOString() }).eq('id', enrolment);
    await runJobs(new Date(Date.now() + 60_000), email);
    expect((await enrollments(id))[0]?.next_step).toBe(1);
    if (env.local) expect(await inbox(email)).toHaveLength(1);
    await service.from('email_sequences').delete().eq('id', sequence);
  });

  it('a switched-on sequence enrolls leads entering its status (and source); a new inquiry from the address stops it', async () => {
    const sequence = await newSequence({ is_active: true, trigger_status: 'consultation-booked', trigger_source: 'quote' });
    const other = await newLead({ source: 'contact-form' });
    const { id, email } = await newLead();
    await admin.client.from('inquiries').update({ status: 'consultation-booked' }).in('id', [id, other.id]);
    expect((await enrollments(id)).map((row) => [row.sequence_id, row.enrolled_by])).toEqual([[sequence, null]]);
    expect(await enrollments(other.id), 'another source is not enrolled').toEqual([]);

    const reply = await service.from('inquiries').insert(lead(email.toUpperCase())).select('id').single();
    expect(reply.error).toBeNull();
    expect((await enrollments(id))[0]?.stop_reason).toBe('replied');
    await service.from('email_sequences').delete().eq('id', sequence);
  });

  it('the signed unsubscribe link stops every sequence of the address; a switched-off sequence enrolls nobody', async () => {
    const off = await newSequence({ trigger_status: 'won' });
    const sequence = await newSequence({ is_active: true, trigger_status: 'on-hold' });
    const { id, email } = await newLead();
    await admin.client.from('inquiries').update({ status: 'won' }).eq('id', id);
    expect(await enrollments(id), 'switched off: nobody enrolled').toEqual([]);
    await admin.client.rpc('enroll_lead_in_sequence', { p_inquiry_id: id, p_sequence_id: sequence });
    await runJobs(new Date(Date.now() + 60_000), email);
    if (!env.local) return;
    const [mail] = await inbox(email);
    const token = decodeURIComponent(mail!.links[0]!.split('unsubscribe=')[1]!);
    const call = (body: unknown) => fetch(`${env.url}/functions/v1/email-sequences`, { method: 'POST', headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await call({ action: 'unsubscribe', token: `${token}x` })).status).toBe(400);
    const done = await call({ action: 'unsubscribe', token });
    expect(await done.json()).toEqual({ status: 'unsubscribed', email: `${email[0]}…@example.com` });
    expect((await enrollments(id))[0]?.stop_reason).toBe('unsubscribed');
    expect((await admin.client.rpc('enroll_lead_in_sequence', { p_inquiry_id: id, p_sequence_id: sequence })).error?.message).toContain('unsubscribed');
    await service.from('email_sequences').delete().in('id', [off, sequence]);
  });
});
