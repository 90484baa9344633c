// This test reads the content files and builds the index with Node, as the build does.
/// <reference types="node" />
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKnowledgeSearch } from '@domain/knowledge/search.ts';
import { markHydrated } from '@/lib/hydration.ts';
import { buildKnowledgeIndex } from '../../../../scripts/knowledge/build.ts';
import { SiteSearch } from './site-search.tsx';

// The real index, built from the content in memory, so the test does not depend on a generated file.
const loadKnowledge = vi.fn();
vi.mock('../lib/knowledge.ts', () => ({ loadKnowledge: () => loadKnowledge() }));

let index: Awaited<ReturnType<typeof buildKnowledgeIndex>>;
beforeAll(async () => {
  index = await buildKnowledgeIndex();
  markHydrated();
});
beforeEach(() => {
  loadKnowledge.mockReset();
  loadKnowledge.mockImplementation(async () => createKnowledgeSearch(index));
});

function Location() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

function setup(url = '/resources') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <SiteSearch />
      <Location />
    </MemoryRouter>,
  );
  return { user, input: screen.getByRole('searchbox', { name: 'Search the guides and answers' }) };
}

describe('SiteSearch', () => {
  it('loads the index only when the box is first used', async () => {
    const { user, input } = setup();
    expect(loadKnowledge).not.toHaveBeenCalled();
    await user.click(input);
    expect(loadKnowledge).toHaveBeenCalledTimes(1);
    await user.type(input, 'x');
    expect(loadKnowledge).toHaveBeenCalledTimes(1);
  });

  it('sits in a search landmark and shows ranked passages with title, heading and a link to the section', async () => {
    const { user, input } = setup();
    expect(screen.getByRole('search')).toContainElement(input);
    await user.type(input, 'vapor barrier');
    const results = within(await screen.findByRole('list', { name: 'Search results' }));
    const first = results.getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', '/resources/technical-guide#where-does-the-vapor-barrier-go-in-a-wine-cellar');
    expect(first).toHaveTextContent('Where does the vapor barrier go in a wine cellar?');
    expect(first).toHaveTextContent('Wine Cellar Technical Guide');
    expect(screen.getByRole('status')).toHaveTextContent(/^8 results for “vapor barrier”\.$/);
  });

  it('moves through results with the arrow keys, back to the box, and clears with Escape', async () => {
    const { user, input } = setup();
    await user.type(input, 'humidity');
    const links = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('link');
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });

  it('opens the top result with Enter in the box', async () => {
    const { user, input } = setup();
    await user.type(input, 'condensate drain{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/technical-guide');
  });

  it('offers suggestions when empty and when nothing matches, and a suggestion runs a search', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'Ideal humidity for wine' }));
    expect(input).toHaveValue('Ideal humidity for wine');
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'qqqzzz');
    expect(await screen.findByText('No results for “qqqzzz”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Where does the vapor barrier go' })).toBeInTheDocument();
  });

  it('keeps the query in the URL beside the other parameters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { input } = setup('/blog?tag=cooling');
      fireEvent.change(input, { target: { value: 'glass door' } });
      await act(async () => {
        vi.advanceTimersByTime(500);
      });
      expect(screen.getByTestId('location')).toHaveTextContent('/blog?tag=cooling&q=glass+door');
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs the search from ?q= on arrival', async () => {
    setup('/resources?q=warranty');
    expect(screen.getByRole('searchbox')).toHaveValue('warranty');
    const results = within(await screen.findByRole('list', { name: 'Search results' }));
    expect(results.getAllByRole('link')[0]).toHaveTextContent(/What warranties/);
  });

  it('says so when the index cannot load, and tries again on the next focus', async () => {
    loadKnowledge.mockRejectedValueOnce(new Error('offline'));
    const { user, input } = setup();
    await user.click(input);
    expect(await screen.findByText(/Search could not load/)).toBeInTheDocument();
    await user.tab();
    await user.click(input);
    expect(loadKnowledge).toHaveBeenCalledTimes(2);
  });
});
