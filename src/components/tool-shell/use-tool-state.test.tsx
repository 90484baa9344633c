import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { estimateCost } from '@domain/estimator/checked.ts';
import { renderToString } from 'react-dom/server';
import { markHydrated } from '@/lib/hydration.ts';
import { costSpec, type CostDraft } from '@/features/calculators/lib/cost-spec.ts';
import type { CostValues } from '@domain/estimator/schemas.ts';
import { loadToolCodec, useCalculatorState, type CalculatorSpec, type CalculatorState } from './use-tool-state.ts';

function Probe({ spec = costSpec }: { spec?: typeof costSpec }) {
  const state = useCalculatorState(spec);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <label>
        Bottles
        <input value={state.draft.bottles} onChange={(event) => state.change({ bottles: event.currentTarget.value })} />
      </label>
      <output data-testid="total">{estimateCost(state.values).total.low}</output>
      <output data-testid="search">{location.search}</output>
      <output data-testid="link">{state.link}</output>
      <output data-testid="current">{String(state.current)}</output>
      <button type="button" onClick={() => navigate('/calculators/cost?b=3000')}>
        Open saved
      </button>
      <button
        type="button"
        onClick={() => {
          state.change({ bottles: '500' });
          state.change((draft) => ({ ...draft, bottles: String(Number(draft.bottles) * 3) }));
        }}
      >
        Triple 500
      </button>
    </div>
  );
}

const renderAt = (url: string, spec?: typeof costSpec) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe spec={spec} />
    </MemoryRouter>,
  );

/** The cost calculator as a page that has not loaded its checks yet (codecs are kept per spec). */
const unloadedSpec = (): CalculatorSpec<(typeof costSpec)['initial'], (typeof costSpec)['initialValues']> & { load: ReturnType<typeof vi.fn> } => ({
  ...costSpec,
  load: vi.fn(costSpec.load),
});

describe('useCalculatorState', () => {
  afterEach(() => vi.restoreAllMocks());

  describe('while hydrating prerendered HTML', () => {
    // Even when it hydrates late (inside a deferred section, after the page as a whole is interactive).
    it('renders the defaults first, as the server did, then loads the checks and applies the link', async () => {
      markHydrated();
      const spec = unloadedSpec();
      const seen: string[] = [];
      function Recorder() {
        const state = useCalculatorState(spec);
        seen.push(state.draft.bottles);
        return <output>{state.draft.bottles}</output>;
      }
      const tree = (
        <MemoryRouter initialEntries={['/calculators/cost?b=2000']}>
          <Recorder />
        </MemoryRouter>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree);
      document.body.append(container);
      expect(seen).toEqual(['1000']);
      seen.length = 0;
      const errors = vi.spyOn(console, 'error');
      render(tree, { container, hydrate: true });
      expect(seen[0]).toBe('1000');
      await waitFor(() => expect(container).toHaveTextContent('2000'));
      expect(seen.at(-1)).toBe('2000');
      expect(spec.load).toHaveBeenCalledTimes(1);
      expect(errors).not.toHaveBeenCalled();
    });
  });

  describe('until the link has been read', () => {
    it('the defaults on screen are not current: nothing is saved, shared or quoted from them, and the link keeps its inputs', async () => {
      const spec = unloadedSpec();
      const seen: Array<{ bottles: string; reading: boolean; current: boolean; link: string }> = [];
      function Recorder() {
        const { draft, reading, current, link } = useCalculatorState(spec);
        seen.push({ bottles: draft.bottles, reading, current, link });
        return <output>{draft.bottles}</output>;
      }
      const { container } = render(
        <MemoryRouter initialEntries={['/calculators/cost?b=2000']}>
          <Recorder />
        </MemoryRouter>,
      );
      expect(seen[0]).toEqual({ bottles: '1000', reading: true, current: false, link: '/calculators/cost?b=2000' });
      await waitFor(() => expect(container).toHaveTextContent('2000'));
      expect(seen.at(-1)).toEqual({ bottles: '2000', reading: false, current: true, link: '/calculators/cost?b=2000' });
      expect(seen.filter((state) => state.bottles === '1000').every((state) => state.reading && !state.current)).toBe(true);
    });

    it('a choice made while the link is read is kept: the inputs of the link arrive under it, and the address bar gets both', async () => {
      let open: () => void = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const spec = { ...costSpec, load: vi.fn(async () => {
          await gate;
          return costSpec.load();
        }),
      };
      let change: CalculatorState<CostDraft, CostValues>['change'] = () => {};
      function Recorder() {
        const state = useCalculatorState(spec);
        const location = useLocation();
        change = state.change;
        return <output>{`${state.draft.bottles} ${state.draft.finishes} ${String(state.reading)} ${location.search}`}</output>;
      }
      const replaced = vi.spyOn(window.history, 'replaceState');
      const { container } = render(
        <MemoryRouter initialEntries={['/calculators/cost?b=2000']}>
          <Recorder />
        </MemoryRouter>,
      );
      expect(container).toHaveTextContent('1000 premium true');
      act(() => change({ finishes: 'luxury' }));
      expect(container).toHaveTextContent('1000 luxury true');
      await act(async () => open());
      await waitFor(() => expect(container).toHaveTextContent('2000 luxury false'));
      await waitFor(() => expect(replaced).toHaveBeenCalled());
      const written = new URL(String(replaced.mock.lastCall?.[2]), 'http://localhost');
      expect(written.searchParams.get('b')).toBe('2000');
      expect(written.search).toMatch(/luxury/);
    });

    it('a page with no inputs in its link has nothing to read', () => {
      const spec = unloadedSpec();
      let reading: boolean | undefined;
      function Recorder() {
        reading = useCalculatorState(spec).reading;
        return null;
      }
      render(
        <MemoryRouter initialEntries={['/calculators/cost']}>
          <Recorder />
        </MemoryRouter>,
      );
      expect(reading).toBe(false);
    });
  });

  describe('the checks (zod) load only when needed', () => {
    it('a visitor who only reads the default result loads nothing; the first focus loads them once', async () => {
      const spec = unloadedSpec();
      renderAt('/calculators/cost', spec);
      expect(screen.getByTestId('total')).toHaveTextContent(String(estimateCost({}).total.low));
      expect(spec.load).not.toHaveBeenCalled();
      fireEvent.focusIn(screen.getByLabelText('Bottles'));
      fireEvent.focusIn(screen.getByLabelText('Bottles'));
      await waitFor(() => expect(spec.load).toHaveBeenCalledTimes(1));
    });

    it('an edit made before they arrive counts once they do', async () => {
      const spec = unloadedSpec();
      renderAt('/calculators/cost', spec);
      fireEvent.change(screen.getByLabelText('Bottles'), { target: { value: '2400' } });
      expect(screen.getByLabelText('Bottles')).toHaveValue('2400');
      await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent(String(estimateCost({ bottles: 2400 }).total.low)));
      expect(screen.getByTestId('link')).toHaveTextContent('/calculators/cost?b=2400');
      expect(screen.getByTestId('current')).toHaveTextContent('true');
    });
  });

  describe('mounted fresh on the client (after a client-side navigation)', () => {
    beforeAll(async () => {
      await loadToolCodec(costSpec);
    });

    it('reads the link at once when the checks are loaded', () => {
      renderAt('/calculators/cost?b=2000');
      expect(screen.getByLabelText('Bottles')).toHaveValue('2000');
      expect(screen.getByTestId('total')).toHaveTextContent(String(estimateCost({ bottles: 2000 }).total.low));
    });

    it('writes valid input to the URL as the visitor types, and keeps the last valid result on a bad value', async () => {
      renderAt('/calculators/cost');
      const user = userEvent.setup();
      const input = screen.getByLabelText('Bottles');
      await user.clear(input);
      expect(screen.getByTestId('current')).toHaveTextContent('false');
      expect(screen.getByTestId('total')).toHaveTextContent(String(estimateCost({}).total.low));
      await user.type(input, '1800');
      // The address bar is replaced directly (no router render per keystroke).
      expect(window.location.pathname + window.location.search).toBe('/calculators/cost?b=1800');
      expect(screen.getByTestId('link')).toHaveTextContent('/calculators/cost?b=1800');
      expect(screen.getByTestId('total')).toHaveTextContent(String(estimateCost({ bottles: 1800 }).total.low));
    });

    it('follows a navigation to another saved link', async () => {
      renderAt('/calculators/cost?b=2000');
      await act(async () => screen.getByRole('button', { name: 'Open saved' }).click());
      expect(screen.getByLabelText('Bottles')).toHaveValue('3000');
    });

    it('builds each change on the one before, even within one event', async () => {
      renderAt('/calculators/cost');
      await act(async () => screen.getByRole('button', { name: 'Triple 500' }).click());
      expect(screen.getByLabelText('Bottles')).toHaveValue('1500');
      expect(window.location.search).toBe('?b=1500');
    });

    it('does not write a link it read back into the address bar', async () => {
      const replace = vi.spyOn(window.history, 'replaceState');
      renderAt('/calculators/cost?b=2000');
      await act(async () => screen.getByRole('button', { name: 'Open saved' }).click());
      expect(screen.getByLabelText('Bottles')).toHaveValue('3000');
      expect(replace).not.toHaveBeenCalled();
    });

    it('falls back to the defaults for garbage in the link', () => {
      renderAt('/calculators/cost?b=lots&t=castle');
      expect(screen.getByLabelText('Bottles')).toHaveValue('1000');
    });
  });
});
