import { fireEvent, render, screen } from '@testing-library/react';
import { lazy, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { reportToolPage } from './report-tool-page.tsx';

function useTally() {
  const [count, setCount] = useState(0);
  return { count, add: () => setCount((current) => current + 1), restore: (saved: number) => setCount(saved) };
}
type Tally = ReturnType<typeof useTally>;

const AddButton = ({ state }: { state: Tally }) => (
  <button type="button" onClick={state.add}>
    Add one
  </button>
);
const CountLine = ({ state }: { state: Tally }) => <p>Counted {state.count}</p>;
const TallyReport = lazy(async () => ({ default: ({ count }: { count: number }) => <p>Report of {count}</p> }));

const Page = reportToolPage('wine-collection-ai', {
  useTool: useTally,
  saved: { kind: 'wine-collection', parse: (inputs: unknown) => (typeof inputs === 'number' ? inputs : null), noun: 'tally' },
  working: 'Working out the tally…',
  empty: { testId: 'tally-empty', title: 'Your tally', intro: 'Add one.', note: 'Nothing is kept.' },
  form: [AddButton, CountLine],
  report: (state) => (state.count > 0 ? <TallyReport count={state.count} /> : null),
  peek: (state) => (state.count > 0 ? { label: 'Tally', value: `${state.count} counted` } : undefined),
  Notice: () => <p>A notice</p>,
});

describe('reportToolPage', () => {
  it('gives every form part the state, and shows the report once the state has one', async () => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('tally-empty')).textContent).toContain('Add one.');
    expect(screen.queryByText('0 counted')).toBeNull();
    expect(screen.getByText('A notice')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add one' }));
    expect(screen.getByText('Counted 1')).toBeTruthy();
    expect(await screen.findByText('Report of 1')).toBeTruthy();
    expect(screen.queryByTestId('tally-empty')).toBeNull();
    expect(screen.getByText('1 counted')).toBeTruthy();
  });
});
