import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportCsvButton } from './export-csv-button.tsx';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.ts', () => ({ notify }));

describe('ExportCsvButton', () => {
  it('is busy while the export runs and free again once it is done', async () => {
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ExportCsvButton run={run} failure="Could not export the leads" empty={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    expect(run).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('says why a failed export failed, and can be pressed again', async () => {
    const run = vi.fn(() => Promise.reject(new Error('timeout')));
    render(<ExportCsvButton run={run} failure="Could not export the signups" empty={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Could not export the signups', 'timeout'));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('cannot be pressed with nothing to export', () => {
    render(<ExportCsvButton run={vi.fn()} failure="Could not export the leads" empty />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
