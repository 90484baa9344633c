import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveInquiry } from '@domain/inquiry/rules.ts';
import type { ContactForm } from '@domain/inquiry/schema.ts';
import { FunctionError } from '@/lib/errors.ts';
import { INQUIRY_MESSAGES, isReceipt, useInquirySubmission } from './inquiry-submission.ts';

const submitInquiry = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/inquiries.ts', () => ({ submitInquiry }));
vi.mock('@/lib/notify.ts', () => ({ notify }));

const DRAFT_KEY = 'test:inquiry-draft';
const form: ContactForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  projectType: 'residential',
  budget: '50k-100k',
  timeline: '3-6months',
  message: 'A 1,200-bottle cellar under the stairs.',
};

function setup(options: { successToast?: boolean } = {}) {
  const setError = vi.fn();
  const { result } = renderHook(() => useInquirySubmission({ draftKey: DRAFT_KEY, setError, ...options }));
  const send = (overrides: Partial<ContactForm> = {}) => {
    const values = { ...form, ...overrides };
    return result.current.submit({
      payload: { source: 'contact-form', form: values },
      files: [],
      derived: deriveInquiry(values),
      draft: (idempotencyKey) => ({ idempotencyKey, values }),
    });
  };
  return { result, setError, send };
}

describe('useInquirySubmission', () => {
  beforeEach(() => {
    submitInquiry.mockReset();
    Object.values(notify).forEach((fn) => fn.mockReset());
    localStorage.clear();
  });

  it('shows the derived inquiry’s errors under the form’s own fields and sends nothing', async () => {
    const { setError, send } = setup();
    const outcome = await act(() => send({ firstName: 'Ada<3', email: 'not-an-email' }));
    expect(submitInquiry).not.toHaveBeenCalled();
    expect(outcome).toEqual({ firstField: 'firstName' });
    expect(setError).toHaveBeenCalledWith('firstName', 'Name contains invalid characters');
    expect(setError).toHaveBeenCalledWith('email', 'Invalid email address');
    expect(notify.error).toHaveBeenCalledWith(INQUIRY_MESSAGES.invalidTitle, INQUIRY_MESSAGES.invalidDescription);
  });

  it('keeps the draft under one key when sending fails, and retries with that same key', async () => {
    const { send } = setup();
    submitInquiry.mockRejectedValueOnce(new Error('offline'));
    expect(await act(() => send())).toBeNull();
    expect(notify.error).toHaveBeenCalledWith(INQUIRY_MESSAGES.failedTitle, INQUIRY_MESSAGES.failedDescription);
    const kept = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as { idempotencyKey: string; values: ContactForm };
    expect(kept.values.email).toBe(form.email);
    const firstKey = (submitInquiry.mock.calls[0]?.[0] as { idempotencyKey: string }).idempotencyKey;
    expect(kept.idempotencyKey).toBe(firstKey);

    submitInquiry.mockResolvedValueOnce({ id: 'inquiry-1', duplicate: false });
    const outcome = await act(() => send());
    expect(isReceipt(outcome)).toBe(true);
    expect((submitInquiry.mock.calls[1]?.[0] as { idempotencyKey: string }).idempotencyKey).toBe(firstKey);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(notify.success).toHaveBeenCalledWith(INQUIRY_MESSAGES.successTitle, INQUIRY_MESSAGES.successDescription);
  });

  it('a rate-limited submission keeps the draft and says why, under the spec’s failure title', async () => {
    const { send } = setup();
    submitInquiry.mockRejectedValueOnce(new FunctionError('Rate limit exceeded', 429, 'rate_limited'));
    expect(await act(() => send())).toBeNull();
    expect(notify.error).toHaveBeenCalledWith(INQUIRY_MESSAGES.failedTitle, INQUIRY_MESSAGES.rateLimitedDescription);
    expect(INQUIRY_MESSAGES.rateLimitedDescription).toMatch(/kept|saved/);
    expect((JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as { values: ContactForm }).values.email).toBe(form.email);
    // Any other failure keeps the spec's own words.
    submitInquiry.mockRejectedValueOnce(new FunctionError('boom', 500, 'internal_error'));
    await act(() => send());
    expect(notify.error).toHaveBeenLastCalledWith(INQUIRY_MESSAGES.failedTitle, INQUIRY_MESSAGES.failedDescription);
    // The code is read off a FunctionError only, never off whatever carries a `code`.
    submitInquiry.mockRejectedValueOnce(Object.assign(new Error('Upload failed'), { code: 'rate_limited' }));
    await act(() => send());
    expect(notify.error).toHaveBeenLastCalledWith(INQUIRY_MESSAGES.failedTitle, INQUIRY_MESSAGES.failedDescription);
  });

  it('sends once for a double submit, and a new inquiry after a success gets a new key', async () => {
    const { send } = setup();
    let resolve: (value: unknown) => void = () => {};
    submitInquiry.mockImplementationOnce(() => new Promise((done) => (resolve = done)));
    const first = send();
    const second = await act(() => send());
    expect(second).toBeNull();
    resolve({ id: 'inquiry-1', duplicate: false });
    await act(() => first);
    submitInquiry.mockResolvedValueOnce({ id: 'inquiry-2', duplicate: false });
    await act(() => send());
    expect(submitInquiry).toHaveBeenCalledTimes(2);
    const keys = submitInquiry.mock.calls.map((call) => (call[0] as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a form that shows its own confirmation raises no success toast over it; failures are still told', async () => {
    const { send } = setup({ successToast: false });
    submitInquiry.mockResolvedValueOnce({ id: 'inquiry-1', duplicate: false });
    expect(isReceipt(await act(() => send()))).toBe(true);
    expect(notify.success).not.toHaveBeenCalled();
    submitInquiry.mockRejectedValueOnce(new Error('offline'));
    await act(() => send());
    expect(notify.error).toHaveBeenCalledWith(INQUIRY_MESSAGES.failedTitle, INQUIRY_MESSAGES.failedDescription);
  });
});
