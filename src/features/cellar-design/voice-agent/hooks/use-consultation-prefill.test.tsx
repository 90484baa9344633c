import { useEffect } from 'react';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountContact } from '@/lib/auth.tsx';
import { REQUEST_DRAFT_KEY, useConsultation } from './use-consultation.ts';

// The signed-in account as useAccountPrefill hands it over once the session is known.
const account = vi.hoisted(() => ({ current: null as AccountContact | null }));
vi.mock('@/lib/auth.tsx', () => ({
  useAccountPrefill: (fill: (contact: AccountContact) => void) =>
    useEffect(() => {
      if (account.current) fill(account.current);
    }, []), // once, as the real hook does
}));
vi.mock('@/lib/inquiries.ts', () => ({ submitInquiry: vi.fn() }));

describe('the voice agent’s request for a signed-in visitor', () => {
  beforeEach(() => {
    localStorage.clear();
    account.current = null;
  });

  it('starts with the account’s name and address, so the agent asks for the phone first', () => {
    account.current = { firstName: 'Margaux', lastName: 'Dupont', email: 'margaux.collector@example.com' };
    const { result } = renderHook(() => useConsultation());
    expect(result.current.consultation.request).toMatchObject({ firstName: 'Margaux', lastName: 'Dupont', email: 'margaux.collector@example.com', phone: '' });
    act(() => result.current.setConsultation({ ...result.current.consultation, step: 'name' }));
    act(() => result.current.edit('phone', ''));
    expect(result.current.consultation.step).toBe('phone');
  });

  it('a kept request wins over the account', () => {
    account.current = { firstName: 'Margaux', lastName: 'Dupont', email: 'margaux.collector@example.com' };
    const request = { firstName: 'Jean', lastName: 'Martin', email: 'jean@example.com', phone: '(555) 123-4567', projectType: 'residential', details: 'A cellar.' };
    localStorage.setItem(REQUEST_DRAFT_KEY, JSON.stringify({ idempotencyKey: '7d444840-9dc0-41d1-a7a1-3b7e1a2f2e01', request }));
    const { result } = renderHook(() => useConsultation());
    expect(result.current.consultation.request).toMatchObject({ firstName: 'Jean', lastName: 'Martin', email: 'jean@example.com' });
  });

  it('a visitor who is not signed in starts empty', () => {
    const { result } = renderHook(() => useConsultation());
    expect(result.current.consultation.request.firstName).toBe('');
    expect(result.current.consultation.request.email).toBe('');
  });
});
