/** What the admin reads when sending a version fails: the function's own words, as it said them. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProposalRecord } from '@domain/proposal/record.ts';
import { FunctionError } from '@/lib/errors.ts';

const sendFailure = vi.hoisted(() => ({ error: null as unknown }));
vi.mock('../api/proposals.ts', () => ({
  useVersions: () => ({ isPending: false, isError: false, data: [record] }),
  useSendVersion: () => ({ isPending: false, mutate: (_id: string, { onError }: { onError: (error: unknown) => void }) => onError(sendFailure.error) }),
}));
vi.mock('@/features/client-documents/public-proposal-document.ts', () => ({ ProposalDocument: () => null }));

// Only what the panel shows of a version; the document itself is not opened here.
const record = {
  id: 'proposal-1',
  inquiryId: 'lead-1',
  version: 1,
  clientName: 'Ana Reyes',
  clientEmail: 'ana@example.com',
  draft: { message: '', source: { label: 'From the cost calculator' } },
  total: 48000,
  createdAt: '2026-11-26T10:00:00Z',
  createdByEmail: null,
  sentAt: null,
  expiresAt: null,
  acceptedAt: null,
  acceptedName: null,
} as unknown as ProposalRecord;

const { VersionsPanel } = await import('./versions-panel.tsx');

// jsdom has no showModal(): the confirmation opens as a modal would, as far as this test looks.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

async function failSending(error: unknown) {
  sendFailure.error = error;
  const user = userEvent.setup();
  render(<VersionsPanel lead={{ id: 'lead-1', name: 'Ana Reyes', email: 'ana@example.com', status: 'new', projectType: 'residential', capacityBottles: null, createdAt: '2026-11-26T10:00:00Z', attached: null }} />);
  await user.click(screen.getByRole('button', { name: 'Send version 1' }));
  await user.click(await screen.findByRole('button', { name: 'Send the email' }));
  return (await screen.findByRole('alert')).textContent;
}

describe('the versions panel, when sending fails', () => {
  it('shows the function’s words as they are, a number in brackets included', async () => {
    expect(await failSending(new FunctionError('The mail provider refused the message (550)', 502, 'internal_error'))).toBe('The mail provider refused the message (550)');
  });

  it('shows what the function found wrong with the request, when it names it', async () => {
    expect(await failSending(new FunctionError('Invalid request', 400, 'invalid_request', [{ path: 'proposalId', message: 'This version was replaced by a newer one' }]))).toBe('This version was replaced by a newer one');
  });

  it('says it plainly when the failure has no words from the function', async () => {
    expect(await failSending(new TypeError('Failed to fetch'))).toBe('The proposal could not be sent. Please try again.');
  });
});
