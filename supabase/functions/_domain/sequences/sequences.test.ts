import { describe, expect, it } from 'vitest';
import { signLinkToken, verifyLinkToken } from '../../_shared/mail/signed-link.ts';
import { leadFixture, memorySequenceStore } from '../../_shared/testing/sequences.ts';
import { recordingMail } from '../../_shared/testing/reminders.ts';
import { emailSequenceJob, SEQUENCE_JOB } from '../../_shared/sequences/job.ts';
import { UNSUBSCRIBE_PURPOSE } from './links.ts';
import { stepMail, UNSUBSCRIBE_LINE } from './mail.ts';
import { decide, plannedDays, type SequenceDefinition } from './schedule.ts';
import { SEQUENCE_MESSAGES, sequenceSchema } from './schema.ts';
import { leadValues, renderTemplate, unknownVariables } from './template.ts';

const SECRET = 'link-secret-for-tests';
const SITE = 'https://winecellargpt.com';
const STATUSES = ['new', 'contacted', 'consultation-booked', 'proposal-sent', 'won', 'lost', 'on-hold'] as const;
const at = (iso: string) => new Date(iso);

const FOLLOW_UP: SequenceDefinition = {
  id: 'seq-1',
  name: 'New quote requests',
  isActive: true,
  steps: [
    { delayDays: 0, subject: 'Your {{project_type}}, {{first_name}}', body: 'Hi {{first_name}},\n\nThanks for your request. A cellar like yours: {{estimate}}.' },
    { delayDays: 3, subject: 'A date for your consultation?', body: 'Hi {{first_name}}, shall we book a visit in {{location}}?' },
    { delayDays: 7, subject: 'Still thinking it over?', body: 'Your timeline was {{timeline}}. Reply any time.' },
  ],
};

function setUp(sequence: SequenceDefinition = FOLLOW_UP) {
  const memory = memorySequenceStore();
  memory.sequences.push(structuredClone(sequence));
  memory.leads.push(leadFixture());
  const mail = recordingMail();
  const job = emailSequenceJob(memory.store, (id) => signLinkToken(SECRET, UNSUBSCRIBE_PURPOSE, id), SITE);
  const run = async (iso: string, email?: string) => (await job.run({ now: at(iso), mail: mail.sender, email })) as { done: number; failed: number };
  return { ...memory, mail, run };
}

describe('templates', () => {
  it('fills every variable from the lead, in the words the inquiry form uses', () => {
    const values = leadValues(leadFixture());
    expect(values).toMatchObject({ first_name: 'Rita', project_type: 'Residential Wine Cellar', budget: '$50,000 - $100,000', timeline: '3-6 months', location: 'Napa, CA', capacity: '1,200 bottles' });
    // 1,200 bottles: the estimator's band for 500–2,500 bottles.
    expect(values.estimate).toMatch(/^\$\d+K–\$\d+K \(what cellars of 500–2,500 bottles typically cost\)$/);
  });

  it('uses an attached cost calculation as the estimate, else the budget', () => {
    const attached = leadFixture({ calculation: { kind: 'cost', summary: { headline: '$48K–$63K for 900 bottles' } } });
    expect(leadValues(attached).estimate).toBe('$48K–$63K for 900 bottles');
    expect(leadValues(leadFixture({ capacity_bottles: null })).estimate).toBe('$50,000 - $100,000');
  });

  it('says something whole where the lead lacks a detail, and names what fell back', () => {
    const bare = leadValues(leadFixture({ budget: null, timeline: null, location: null, capacity_bottles: null }));
    expect(renderTemplate('Hi {{first_name}}, about {{ estimate }} in {{location}}', bare)).toEqual({ text: 'Hi Rita, about a detailed estimate in your home', fallbacks: ['estimate', 'location'] });
  });

  it('finds unknown variables; the schema refuses them and strips markup', () => {
    expect(unknownVariables('{{first_name}} {{price}} {{price}} {{ nope }}')).toEqual(['price', 'nope']);
    const schema = sequenceSchema(STATUSES);
    const bad = schema.safeParse({ name: 'X', triggerStatus: 'new', triggerSource: null, isActive: false, steps: [{ delayDays: 0, subject: 'Hi {{price}}', body: 'Body' }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(SEQUENCE_MESSAGES.unknown(['price']));
    const good = schema.parse({ name: ' <b>Quotes</b> ', triggerStatus: 'new', triggerSource: 'quote', isActive: true, steps: [{ delayDays: '2', subject: 'Hello', body: '<script>x</script>Hi {{first_name}}' }] });
    expect(good).toMatchObject({ name: 'Quotes', steps: [{ delayDays: 2, body: 'Hi {{first_name}}' }] });
    expect(schema.safeParse({ ...good, steps: [] }).success).toBe(false);
    expect(schema.safeParse({ ...good, steps: [{ delayDays: 91, subject: 'a', body: 'b' }] }).error?.issues[0]?.message).toBe(SEQUENCE_MESSAGES.delay);
    expect(schema.safeParse({ ...good, triggerStatus: 'quoted' }).success).toBe(false);
  });

  it('mails the filled step with a signed unsubscribe link as the last line', async () => {
    const token = await signLinkToken(SECRET, UNSUBSCRIBE_PURPOSE, 'enrollment-9');
    const mail = stepMail(leadFixture(), FOLLOW_UP.steps[1]!, SITE, token);
    expect(mail.to).toBe('rita@example.com');
    expect(mail.subject).toBe('A date for your consultation?');
    expect(mail.text).toContain('Hi Rita, shall we book a visit in Napa, CA?');
    expect(mail.text.trimEnd().split('\n').slice(-2)).toEqual([UNSUBSCRIBE_LINE, mail.links[0]]);
    expect(mail.links[0]).toBe(`${SITE}/email-sequences?unsubscribe=${encodeURIComponent(token)}`);
    expect(await verifyLinkToken(SECRET, UNSUBSCRIBE_PURPOSE, token)).toBe('enrollment-9');
  });
});

describe('timing', () => {
  it('counts each delay from the step before', () => {
    expect(plannedDays(FOLLOW_UP.steps)).toEqual([0, 3, 10]);
  });

  it('decides to stop on a status change, an unsubscribe, a deleted sequence; waits while switched off', () => {
    const enrollment = { id: 'e', sequenceId: 'seq-1', inquiryId: 'lead-1', email: 'rita@example.com', enrolledStatus: 'new', nextStep: 0, nextDueAt: '2026-12-01T09:00:00Z', stoppedAt: null };
    const now = at('2026-12-01T09:00:00Z');
    const base = { enrollment, sequence: FOLLOW_UP, lead: { status: 'new' }, unsubscribed: false, now };
    expect(decide(base)).toMatchObject({ action: 'send', index: 0, nextDueAt: '2026-12-04T09:00:00.000Z' });
    expect(decide({ ...base, lead: { status: 'contacted' } })).toEqual({ action: 'stop', reason: 'status-changed' });
    expect(decide({ ...base, unsubscribed: true })).toEqual({ action: 'stop', reason: 'unsubscribed' });
    expect(decide({ ...base, sequence: null })).toEqual({ action: 'stop', reason: 'sequence-deleted' });
    expect(decide({ ...base, sequence: { ...FOLLOW_UP, isActive: false } })).toEqual({ action: 'wait' });
    expect(decide({ ...base, enrollment: { ...enrollment, nextStep: 2 } })).toMatchObject({ action: 'send', index: 2, nextDueAt: null });
  });
});

describe('the scheduled job, on a fake clock', () => {
  it('sends each step when it falls due, once, and completes after the last', async () => {
    const { enroll, enrollments, mail, log, run } = setUp();
    enroll('lead-1', 'seq-1', at('2026-12-01T09:00:00Z'));

    expect(await run('2026-12-01T08:59:59Z')).toEqual({ done: 0, failed: 0 });
    expect(await run('2026-12-01T09:00:00Z')).toEqual({ done: 1, failed: 0 });
    expect(mail.sent.map((m) => m.subject)).toEqual(['Your Residential Wine Cellar, Rita']);
    expect(await run('2026-12-02T09:00:00Z')).toEqual({ done: 0, failed: 0 });

    // Step 2 is due 3 days after step 1 went out; a run a minute early sends nothing.
    expect(await run('2026-12-04T08:59:00Z')).toEqual({ done: 0, failed: 0 });
    expect(await run('2026-12-04T10:00:00Z')).toEqual({ done: 1, failed: 0 });
    // Step 3 counts 7 days from when step 2 actually went (10:00), not from when it was due.
    expect(await run('2026-12-11T09:59:00Z')).toEqual({ done: 0, failed: 0 });
    expect(await run('2026-12-11T10:00:00Z')).toEqual({ done: 1, failed: 0 });
    expect(await run('2027-01-30T10:00:00Z')).toEqual({ done: 0, failed: 0 });

    expect(mail.sent).toHaveLength(3);
    expect(enrollments[0]).toMatchObject({ nextStep: 3, stopReason: 'completed', stoppedAt: '2026-12-11T10:00:00.000Z' });
    expect(log.map((entry) => entry.detail)).toEqual(['Step 1: Your Residential Wine Cellar, Rita', 'Step 2: A date for your consultation?', 'Step 3: Still thinking it over?']);
  });

  it('stops when the lead changes status: no later step goes out', async () => {
    const { enroll, enrollments, changeStatus, mail, run } = setUp();
    enroll('lead-1', 'seq-1', at('2026-12-01T09:00:00Z'));
    await run('2026-12-01T09:05:00Z');
    changeStatus('lead-1', 'consultation-booked', at('2026-12-02T12:00:00Z'));
    expect(await run('2026-12-20T09:00:00Z')).toEqual({ done: 0, failed: 0 });
    expect(mail.sent).toHaveLength(1);
    expect(enrollments[0]).toMatchObject({ stopReason: 'status-changed' });
  });

  it('stops when the lead replies (a new inquiry from the same address)', async () => {
    const { enroll, enrollments, newInquiry, mail, run } = setUp();
    enroll('lead-1', 'seq-1', at('2026-12-01T09:00:00Z'));
    await run('2026-12-01T09:05:00Z');
    newInquiry(leadFixture({ id: 'lead-2', email: 'Rita@Example.com' }), at('2026-12-02T08:00:00Z'));
    await run('2026-12-30T09:00:00Z');
    expect(mail.sent).toHaveLength(1);
    expect(enrollments[0]).toMatchObject({ stopReason: 'replied' });
  });

  it('stops every sequence of an address that unsubscribed, and the link opens nothing else', async () => {
    const { enroll, enrollments, sequences, store, mail, run } = setUp();
    sequences.push({ ...structuredClone(FOLLOW_UP), id: 'seq-2', name: 'Second' });
    const first = enroll('lead-1', 'seq-1', at('2026-12-01T09:00:00Z'));
    enroll('lead-1', 'seq-2', at('2026-12-01T09:00:00Z'));
    await run('2026-12-01T09:05:00Z');
    expect(mail.sent).toHaveLength(2);
    const token = decodeURIComponent(mail.sent[0]!.links[0]!.split('unsubscribe=')[1]!);
    expect(await verifyLinkToken(SECRET, 'cancel-reminder', token)).toBeNull();
    const id = await verifyLinkToken(SECRET, UNSUBSCRIBE_PURPOSE, token);
    expect(id).toBe(first.id);
    expect(await store.unsubscribe(id!, at('2026-12-02T00:00:00Z'))).toEqual({ status: 'unsubscribed', email: 'rita@example.com' });
    expect(await store.unsubscribe(id!, at('2026-12-03T00:00:00Z'))).toEqual({ status: 'already-unsubscribed', email: 'rita@example.com' });
    await run('2026-12-30T09:00:00Z');
    expect(mail.sent).toHaveLength(2);
    expect(enrollments.map((row) => row.stopReason)).toEqual(['unsubscribed', 'unsubscribed']);
  });

  it('two overlapping runs send a due step once', async () => {
    const { enroll, mail, run } = setUp();
    enroll('lead-1', 'seq-1', at('2026-12-01T09:00:00Z'));
    const reports = await Promise.all([run('2026-12-01T09:00:00Z'), run('2026-12-01T09:00:00Z')]);
    expect(reports.map((r) => r.done).sort()).toEqual([0, 1]);
    expect(mail.sent).toHaveLength(1);
  });

  it('a failed send is tried again on the next run; a paused sequence holds its steps', async () => {
    const { enroll, enrollments, sequences, mail, run } = setUp();
    enroll('lead-1', 'seq-1', at('2026-12-01T09:00:00Z'));
    mail.state.failing = 1;
    expect(await run('2026-12-01T09:00:00Z')).toEqual({ done: 0, failed: 1 });
    expect(enrollments[0]).toMatchObject({ nextStep: 0, claimedAt: null });
    sequences[0]!.isActive = false;
    expect(await run('2026-12-01T10:00:00Z')).toEqual({ done: 0, failed: 0 });
    sequences[0]!.isActive = true;
    expect(await run('2026-12-01T11:00:00Z')).toEqual({ done: 1, failed: 0 });
    expect(mail.sent).toHaveLength(1);
  });

  it('a run for one address sends only its steps', async () => {
    const { enroll, leads, mail, run } = setUp();
    leads.push(leadFixture({ id: 'lead-2', email: 'other@example.com', first_name: 'Omar' }));
    enroll('lead-1', 'seq-1', at('2026-12-01T09:00:00Z'));
    enroll('lead-2', 'seq-1', at('2026-12-01T09:00:00Z'));
    await run('2026-12-01T09:00:00Z', 'other@example.com');
    expect(mail.sent.map((m) => m.to)).toEqual(['other@example.com']);
    expect(SEQUENCE_JOB).toBe('email-sequences');
  });
});
