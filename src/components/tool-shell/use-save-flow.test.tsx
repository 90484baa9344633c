import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stashPendingSave, takePendingSave, type NewCalculation } from '@/lib/saved-calculations.ts';
import { SAVE_MESSAGES, useSaveFlow } from './use-save-flow.ts';

const auth = vi.hoisted(() => ({ current: { user: null as { id: string } | null, loading: false } }));
const saveCalculation = vi.hoisted(() => vi.fn());
const invalidateQueries = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));

vi.mock('@/lib/auth.tsx', () => ({
  useAuth: () => ({ ...auth.current, connect: vi.fn() }),
}));
vi.mock('@/lib/notify.ts', () => ({ notify }));
vi.mock('@/lib/saved-calculations.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/saved-calculations.ts')>()),
  saveCalculation,
}));
vi.mock('@/lib/query-client.tsx', () => ({ queryClient: { invalidateQueries } }));

const calculation = (kind: NewCalculation['kind'], link: string): NewCalculation => ({
  kind,
  title: `A ${kind} calculation`,
  inputs: { b: 2400 },
  summary: { headline: '$119K–$190K for 2,400 bottles', lines: [], link },
});

function Saver({ kind = 'cost' as NewCalculation['kind'] }) {
  const { save } = useSaveFlow(kind, () => calculation(kind, '/calculators/cost?b=2400'));
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => void save()}>
        Save
      </button>
      <output data-testid="where">{location.pathname + location.search}</output>
    </>
  );
}

const renderSaver = (kind?: NewCalculation['kind']) =>
  render(
    <MemoryRouter initialEntries={['/calculators/cost?b=2400']}>
      <Saver kind={kind} />
    </MemoryRouter>,
  );

describe('useSaveFlow', () => {
  beforeEach(() => {
    saveCalculation.mockClear();
    invalidateQueries.mockReset();
    Object.values(notify).forEach((fn) => fn.mockReset());
    auth.current = { user: null, loading: false };
  });

  it('signed out: keeps the calculation and goes to sign-in with the way back, which says why (no toast over the form)', async () => {
    renderSaver();
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/auth?next=${encodeURIComponent('/calculators/cost?b=2400')}&reason=save`));
    expect(saveCalculation).not.toHaveBeenCalled();
    expect(notify.info).not.toHaveBeenCalled();
    expect(takePendingSave('cost')).toEqual(calculation('cost', '/calculators/cost?b=2400'));
  });

  it('signed in: saves at once and says so', async () => {
    auth.current = { user: { id: 'user-1' }, loading: false };
    saveCalculation.mockResolvedValue({});
    renderSaver();
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(SAVE_MESSAGES.savedTitle, SAVE_MESSAGES.savedDescription));
    expect(notify.error).not.toHaveBeenCalled();
    expect(saveCalculation).toHaveBeenCalledWith(calculation('cost', '/calculators/cost?b=2400'));
    // The saved list is refreshed for /my-calculations.
    expect(invalidateQueries).toHaveBeenCalledWith({ queryKey: ['saved-calculations'] });
    expect(screen.getByTestId('where')).toHaveTextContent('/calculators/cost?b=2400');
  });

  it('says so when saving fails, and keeps the page', async () => {
    auth.current = { user: { id: 'user-1' }, loading: false };
    saveCalculation.mockRejectedValue(new Error('permission denied'));
    renderSaver();
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(SAVE_MESSAGES.failedTitle, 'permission denied'));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('back from sign-in: saves the kept calculation once, and only on its own calculator', async () => {
    saveCalculation.mockResolvedValue({});
    stashPendingSave(calculation('roi', '/calculators/roi?cv=1'));
    auth.current = { user: { id: 'user-1' }, loading: false };
    const cost = renderSaver('cost');
    await act(async () => {});
    expect(saveCalculation).not.toHaveBeenCalled();
    cost.unmount();

    const roiSaver = renderSaver('roi');
    await waitFor(() => expect(saveCalculation).toHaveBeenCalledTimes(1));
    expect(saveCalculation.mock.calls[0]?.[0]).toEqual(calculation('roi', '/calculators/roi?cv=1'));
    roiSaver.unmount();
    renderSaver('roi');
    await act(async () => {});
    expect(saveCalculation).toHaveBeenCalledTimes(1);
  });
});
