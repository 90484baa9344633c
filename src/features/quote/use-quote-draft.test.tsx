/**
 * The quote request's kept draft: a failed send's draft comes back after a
 * reload and wins over a link's prefill; a draft that no longer fits the form
 * is dropped, and nothing else fills the form in its place.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_QUOTE } from './quote-form.ts';
import { QUOTE_DRAFT_KEY } from './quote-messages.ts';
import { quoteDraft, readQuoteDraft, useQuoteDraft } from './use-quote-draft.ts';

const KEY = '5b3c1f9e-8a6d-4e21-9c3b-2f7a6d1e0b4c';
const values = { ...EMPTY_QUOTE, location: 'Napa, CA', message: 'A cool basement room.' };

afterEach(() => localStorage.clear());

describe('quote draft', () => {
  it('reads back what a failed send kept, with fields added since filled empty', async () => {
    const { message: _dropped, ...older } = values;
    localStorage.setItem(QUOTE_DRAFT_KEY, JSON.stringify({ ...quoteDraft(KEY, values, 2, null), values: older }));
    const draft = await readQuoteDraft();
    expect(draft).toEqual({ idempotencyKey: KEY, values: { ...values, message: '' }, step: 2, calculation: null });
  });

  it('drops a draft that no longer fits the form', async () => {
    localStorage.setItem(QUOTE_DRAFT_KEY, JSON.stringify({ idempotencyKey: 'not-a-key', values, step: 9, calculation: null }));
    expect(await readQuoteDraft()).toBeNull();
    expect(localStorage.getItem(QUOTE_DRAFT_KEY)).toBeNull();
  });

  it('a kept draft wins: it is put back and the link is not read', async () => {
    localStorage.setItem(QUOTE_DRAFT_KEY, JSON.stringify(quoteDraft(KEY, values, 3, null)));
    const onDraft = vi.fn();
    const otherwise = vi.fn();
    const { result } = renderHook(() => useQuoteDraft({ onDraft, otherwise }));
    expect(result.current.restored).toBe(false);
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(onDraft).toHaveBeenCalledExactlyOnceWith({ idempotencyKey: KEY, values, step: 3, calculation: null });
    expect(otherwise).not.toHaveBeenCalled();
  });

  it('without a draft, the other source fills the form, and learns when the page has gone', async () => {
    const otherwise = vi.fn<(isCancelled: () => boolean) => void>();
    const { result, unmount } = renderHook(() => useQuoteDraft({ onDraft: vi.fn(), otherwise }));
    expect(otherwise).toHaveBeenCalledOnce();
    const isCancelled = otherwise.mock.calls[0]?.[0];
    expect(isCancelled?.()).toBe(false);
    await act(async () => {});
    expect(result.current.restored).toBe(false);
    unmount();
    expect(isCancelled?.()).toBe(true);
  });
});
