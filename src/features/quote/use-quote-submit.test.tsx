/**
 * Checking and sending the quote request: Next reports only the shown
 * step's fields; Send checks them all; a failed send keeps the draft with
 * its step and calculation under the key a retry will reuse; a sent one
 * gives the receipt.
 */
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttachedCalculation } from '@/lib/quote-prefill.ts';
import { EMPTY_QUOTE, NOT_SURE, type QuoteFormInput } from './quote-form.ts';
import { QUOTE_DRAFT_KEY } from './quote-messages.ts';
import type { QuoteErrors } from './use-quote-wizard.ts';

const submitInquiry = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/inquiries.ts', () => ({ submitInquiry }));
vi.mock('@/lib/notify.ts', () => ({ notify }));

const { checkQuote, stepErrors, useQuoteSubmit } = await import('./use-quote-submit.ts');

const filled: QuoteFormInput = {
  projectType: 'residential',
  capacityBottles: '1200',
  location: 'Napa, CA',
  budget: NOT_SURE,
  timeline: '3-6months',
  message: 'A cool basement room, about 10 × 8 ft.',
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.com',
  phone: '+1 (707) 555-0100',
};
const calculation: AttachedCalculation | null = null;

/** The hook at a step, with the wizard's moves recorded (made once, so every render reports to the same mocks). */
function renderSubmitAt(values: QuoteFormInput, step: number) {
  const wizard = { step, goTo: vi.fn(), focusLater: vi.fn(), showErrors: vi.fn() };
  const { result } = renderHook(() => {
    const [, setErrors] = useState<QuoteErrors>({});
    return useQuoteSubmit({ values, files: [], calculation, setErrors, wizard });
  });
  return { wizard, result };
}

beforeEach(() => {
  submitInquiry.mockReset();
  for (const fn of Object.values(notify)) fn.mockReset();
});
afterEach(() => localStorage.clear());

describe('quote submit', () => {
  it("Next's check names only the step's own fields", async () => {
    const checked = await checkQuote({ ...EMPTY_QUOTE, projectType: 'residential' });
    expect(stepErrors(checked, ['projectType', 'capacityBottles', 'location'])).toEqual({ location: 'Tell us where the cellar will be' });
    expect(stepErrors(await checkQuote(filled), ['projectType', 'location'])).toEqual({});
  });

  it('Next moves on when the step is right, and shows its errors when not', async () => {
    const first = renderSubmitAt({ ...EMPTY_QUOTE, projectType: 'residential', location: 'Napa, CA' }, 0);
    await act(async () => first.result.current.onSubmit(false));
    await vi.waitFor(() => expect(first.wizard.goTo).toHaveBeenCalledWith(1));
    expect(first.wizard.showErrors).not.toHaveBeenCalled();
    const second = renderSubmitAt({ ...EMPTY_QUOTE, projectType: 'residential', location: 'Napa, CA' }, 1);
    await act(async () => second.result.current.onSubmit(false));
    await vi.waitFor(() => expect(second.wizard.showErrors).toHaveBeenCalledWith({ budget: 'Choose a budget, or “Not sure yet”', timeline: 'Choose a timeline' }));
    expect(second.wizard.goTo).not.toHaveBeenCalled();
    expect(submitInquiry).not.toHaveBeenCalled();
  });

  it('a failed send keeps the draft (values, step, calculation) under the key the retry will reuse', async () => {
    submitInquiry.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderSubmitAt(filled, 3);
    await act(async () => result.current.onSubmit(true));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Submission failed', 'Please try again later or contact us directly.'));
    const kept = JSON.parse(localStorage.getItem(QUOTE_DRAFT_KEY) ?? 'null') as { idempotencyKey: string; values: QuoteFormInput; step: number; calculation: null };
    expect(kept).toEqual({ idempotencyKey: submitInquiry.mock.calls[0]?.[0].idempotencyKey, values: filled, step: 3, calculation: null });
    expect(result.current.receipt).toBeNull();
  });

  it('a sent request gives the receipt, with the address to confirm, and no toast over the confirmation', async () => {
    submitInquiry.mockResolvedValue({ id: 'WCG-1234', duplicate: false });
    const { result } = renderSubmitAt(filled, 3);
    await act(async () => result.current.onSubmit(true));
    await vi.waitFor(() => expect(result.current.receipt).toEqual({ id: 'WCG-1234', email: 'ana@example.com' }));
    expect(submitInquiry).toHaveBeenCalledOnce();
    expect(submitInquiry.mock.calls[0]?.[0]).toMatchObject({ source: 'quote', location: 'Napa, CA', capacityBottles: 1200 });
    expect(notify.success).not.toHaveBeenCalled();
  });
});
