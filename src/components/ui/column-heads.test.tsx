import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnHeads } from './column-heads.tsx';

describe('ColumnHeads', () => {
  it('gives one column head per entry, padding all but the last', () => {
    render(
      <table>
        <ColumnHeads heads={['Date', 'Value', <span className="sr-only">Remove</span>]} />
      </table>,
    );
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((head) => head.textContent)).toEqual(['Date', 'Value', 'Remove']);
    expect(heads.map((head) => head.className)).toEqual(['py-2 pr-3 font-medium', 'py-2 pr-3 font-medium', 'py-2 font-medium']);
  });
});
