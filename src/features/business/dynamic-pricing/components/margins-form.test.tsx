/**
 * The margins form: it starts from the figures in use, refuses an
 * out-of-range target under its line with every value kept, and saves the
 * checked numbers in the shape the settings take (a target per line).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COST_LINE_KEYS, type CostLineKey } from '@domain/estimator/options.ts';
import type { PricingInputs } from '@domain/pricing/pricing.ts';

const mutateAsync = vi.hoisted(() => vi.fn(async (_settings: unknown) => undefined));
vi.mock('../api/pricing.ts', () => ({ useSaveSettings: () => ({ mutateAsync }) }));

const { MarginsForm } = await import('./margins-form.tsx');
await Promise.all([import('../schemas.ts'), import('@/components/tool-shell/form-validation.ts')]);

const targets = Object.fromEntries(COST_LINE_KEYS.map((line) => [line, 30])) as Record<CostLineKey, number>;
const measured: PricingInputs = { capacity: 12, booked: 6, demandRatio: 1, costIndex: 100, baselineIndex: 100, currentMarginPct: 30, targetMarginPct: targets };

describe('margins form', () => {
  it('refuses an out-of-range target under its line, keeping every value; then saves the numbers per line', async () => {
    const user = userEvent.setup();
    render(<MarginsForm measured={measured} saved />);
    const labour = screen.getByLabelText(/^Labor/);
    expect(labour).toHaveValue('30');
    expect(screen.getByLabelText(/^Index when those prices were set/)).toHaveValue('100');
    await user.clear(labour);
    await user.type(labour, '95');
    await user.click(screen.getByRole('button', { name: 'Save margins' }));
    expect(await screen.findByText('The target margin is from 0 to 80')).toBeInTheDocument();
    expect(labour).toHaveValue('95');
    expect(mutateAsync).not.toHaveBeenCalled();

    await user.clear(labour);
    await user.type(labour, '40');
    await user.click(screen.getByRole('button', { name: 'Save margins' }));
    expect(await screen.findByText('Margins saved; the guidance now uses them.')).toBeInTheDocument();
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledWith({ currentMarginPct: 30, baselineIndex: 100, targetMarginPct: { ...targets, labour: 40 } }));
  });
});
