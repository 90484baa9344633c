import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markHydrated, useHydrating } from './hydration.ts';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrating = useHydrating();
  const [, setCount] = useState(0);
  seen.push(hydrating);
  return (
    <button type="button" onClick={() => setCount((count) => count + 1)}>
      {hydrating ? 'hydrating' : 'fresh'}
    </button>
  );
}

describe('useHydrating', () => {
  it('is true on the server and while this instance hydrates, even after the page as a whole is interactive, and stays so', () => {
    markHydrated();
    const seen: boolean[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={seen} />);
    document.body.append(container);
    expect(seen).toEqual([true]);

    const { getByRole } = render(<Probe seen={seen} />, { container, hydrate: true });
    act(() => getByRole('button').click());
    // Frozen: a later render of the same instance never flips it (which would re-render the HTML).
    expect(seen.slice(1).every(Boolean)).toBe(true);
    expect(seen.length).toBeGreaterThan(2);
    expect(getByRole('button')).toHaveTextContent('hydrating');
  });

  it('is false for an instance mounted fresh on the client', () => {
    const seen: boolean[] = [];
    const { getByRole } = render(<Probe seen={seen} />);
    expect(seen).toEqual([false]);
    expect(getByRole('button')).toHaveTextContent('fresh');
  });
});
