import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SavedListStates } from './saved-items-layout.tsx';

const query = (state: { data?: readonly string[]; isPending?: boolean; isError?: boolean }) => ({
  data: state.data,
  isPending: state.isPending ?? false,
  isError: state.isError ?? false,
  refetch: vi.fn(),
});

function renderList(state: Parameters<typeof query>[0]) {
  return render(
    <SavedListStates query={query(state)} what="calculations" empty={<p>Nothing saved</p>}>
      {(items) => <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>}
    </SavedListStates>,
  );
}

describe('SavedListStates', () => {
  it('says it is loading, then that it failed, with a retry', () => {
    const { unmount } = renderList({ isPending: true });
    expect(screen.getByRole('status').textContent).toBe('Loading your calculations...');
    unmount();
    renderList({ isError: true });
    expect(screen.getByRole('alert').textContent).toContain('We could not load your calculations.');
  });

  it('shows the empty state for no items, and the items otherwise', () => {
    const { unmount } = renderList({ data: [] });
    expect(screen.getByText('Nothing saved')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    renderList({ data: ['Cost estimate', 'Cooling load'] });
    expect(screen.queryByText('Nothing saved')).toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cost estimate', 'Cooling load']);
  });
});
