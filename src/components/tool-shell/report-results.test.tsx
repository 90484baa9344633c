import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReportResults, reopenedNote, type EmptyReport } from './report-results.tsx';

const EMPTY: EmptyReport = { testId: 'thing-empty', title: 'Your thing', intro: 'Add something.', note: 'Or try the sample.' };

describe('ReportResults', () => {
  it('says what the report will hold until there is one', () => {
    render(
      <MemoryRouter>
        <ReportResults reopen={{ kind: 'none' }} noun="thing" working="Working…" empty={EMPTY}>
          {null}
        </ReportResults>
      </MemoryRouter>,
    );
    const empty = screen.getByTestId('thing-empty');
    expect(screen.getByRole('heading', { name: 'Your thing' }).id).toBe('results-title');
    expect(empty.textContent).toContain('Add something.');
    expect(empty.textContent).toContain('Or try the sample.');
  });

  it('shows the report in place of the empty column, below a reopening notice', () => {
    render(
      <MemoryRouter>
        <ReportResults reopen={{ kind: 'loading' }} noun="thing" working="Working…" empty={EMPTY}>
          <p>The report</p>
        </ReportResults>
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('thing-empty')).toBeNull();
    expect(screen.getByText('The report')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Opening your saved thing…');
  });

  it('hands a report the note of the saved one it was reopened from', () => {
    expect(reopenedNote({ kind: 'opened', note: 'Saved on 1 May.' })).toBe('Saved on 1 May.');
    expect(reopenedNote({ kind: 'loading' })).toBeNull();
  });
});
