import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FunctionError, functionCode } from '@/lib/errors.ts';
import { InquiryError, submitInquiry, type InquiryPayload } from './inquiries.ts';

const invokeFunction = vi.hoisted(() => vi.fn());
vi.mock('@/lib/functions.ts', () => ({ invokeFunction }));
vi.mock('@/lib/supabase.ts', () => ({ getSupabase: async () => ({ storage: { from: () => ({ upload: async () => ({ error: null }) }) } }) }));

const payload = { idempotencyKey: '0b7f4a52-3c1e-4d7a-9f43-2d7e1c9a5b10', source: 'contact' } as unknown as InquiryPayload;

describe('submitInquiry', () => {
  beforeEach(() => invokeFunction.mockReset());

  it('lets the function’s refusal up as its FunctionError, so the form reads the code (a rate limit) and not the words', async () => {
    const refusal = new FunctionError('Rate limit exceeded', 429, 'rate_limited');
    invokeFunction.mockRejectedValueOnce(refusal);
    const failure = await submitInquiry(payload, []).catch((error: unknown) => error);
    expect(failure).toBe(refusal);
    expect(functionCode(failure)).toBe('rate_limited');
  });

  it('names an answer without an inquiry id as the inquiry’s own failure', async () => {
    invokeFunction.mockResolvedValueOnce({});
    await expect(submitInquiry(payload, [])).rejects.toBeInstanceOf(InquiryError);
    invokeFunction.mockResolvedValueOnce({ id: 'inquiry-1', duplicate: false });
    await expect(submitInquiry(payload, [])).resolves.toEqual({ id: 'inquiry-1', duplicate: false });
  });
});
