import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { markHydrated, useHydrating, useIdleAfterHydration } from './hydration.ts';

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

function IdleProbe({ work }: { work: () => void }) {
  useIdleAfterHydration(work);
  return null;
}

describe('useIdleAfterHydration', () => {
  it('runs the work once the browser is idle after hydration, once per mount, and not at all when unmounted first', () => {
    vi.useFakeTimers();
    try {
      markHydrated();
      const work = vi.fn();
      const { rerender } = render(<IdleProbe work={work} />);
      rerender(<IdleProbe work={work} />);
      expect(work).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(work).toHaveBeenCalledTimes(1);

      const dropped = vi.fn();
      const { unmount } = render(<IdleProbe work={dropped} />);
      unmount();
      vi.runAllTimers();
      expect(dropped).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
