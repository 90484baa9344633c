import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Consultation } from '@domain/voice/dialogue.ts';
import { REQUEST_DRAFT_KEY, useConsultation } from './use-consultation.ts';

const submitInquiry = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/inquiries.ts', () => ({ submitInquiry }));
vi.mock('@/lib/notify.ts', () => ({ notify }));

const review: Consultation = {
  step: 'review',
  request: { firstName: 'John', lastName: 'Smith', email: 'john@example.com', phone: '(555) 123-4567', projectType: 'commercial', details: '' },
  detailsAsked: true,
};

function setup() {
  const { result } = renderHook(() => useConsultation());
  act(() => result.current.setConsultation(review));
  return result;
}

describe('useConsultation', () => {
  beforeEach(() => {
    submitInquiry.mockReset();
    Object.values(notify).forEach((fn) => fn.mockReset());
    localStorage.clear();
  });

  it('sends the request as a voice-agent inquiry saying where it came from', async () => {
    submitInquiry.mockResolvedValue({ id: '0b6f2c9e-1111-4c2a-9d3e-5f6a7b8c9d0e', duplicate: false });
    const result = setup();
    expect(await act(() => result.current.send())).toBe(true);
    const [payload, files] = submitInquiry.mock.calls[0] ?? [];
    expect(files).toEqual([]);
    expect(payload).toMatchObject({
      source: 'voice-agent',
      form: { firstName: 'John', lastName: 'Smith', email: 'john@example.com', phone: '(555) 123-4567', projectType: 'commercial', message: 'Requested through the voice agent (/voice-agent).' },
    });
    expect(payload.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.consultation.step).toBeNull();
    expect(result.current.receipt?.id).toBe('0b6f2c9e-1111-4c2a-9d3e-5f6a7b8c9d0e');
  });

  it('a request that does not pass shows each error under its field, sends nothing and keeps every value', async () => {
    const result = setup();
    act(() => {
      result.current.edit('lastName', '');
      result.current.edit('email', 'john at example');
    });
    expect(await act(() => result.current.send())).toBe(false);
    expect(submitInquiry).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ lastName: 'Required', email: 'Invalid email address' });
    expect(result.current.consultation.request.email).toBe('john at example');
    // The dialogue goes back to what is missing.
    expect(result.current.consultation.step).toBe('last-name');
    // Editing a field clears its error.
    act(() => result.current.edit('email', 'john@example.com'));
    expect(result.current.errors.email).toBeUndefined();
  });

  it('a failed send keeps the request with its key; the next visit brings it back and retries under the same key', async () => {
    submitInquiry.mockRejectedValueOnce(new Error('offline'));
    const first = setup();
    expect(await act(() => first.current.send())).toBe(false);
    const kept = JSON.parse(localStorage.getItem(REQUEST_DRAFT_KEY) ?? 'null') as { idempotencyKey: string };
    expect(kept.idempotencyKey).toBe(submitInquiry.mock.calls[0]?.[0].idempotencyKey);

    const { result } = renderHook(() => useConsultation());
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.consultation).toEqual(review);
    submitInquiry.mockResolvedValue({ id: '0b6f2c9e-2222-4c2a-9d3e-5f6a7b8c9d0e', duplicate: true });
    expect(await act(() => result.current.send())).toBe(true);
    expect(submitInquiry.mock.calls[1]?.[0].idempotencyKey).toBe(kept.idempotencyKey);
    expect(localStorage.getItem(REQUEST_DRAFT_KEY)).toBeNull();
  });
});
