/**
 * The site's toasts as the app raises them (notify → ToasterHost → sonner):
 * at most 3 shown at once, each closing after about 4 seconds. The clock is
 * the test's, so the 4 seconds pass at once; the browser suite keeps a toast
 * of each kind inside the journeys that raise them.
 */
// vitest-isolate: sonner keeps its queue in a module of its own package, which a fresh import of the site's modules does not renew.
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify.ts';
import { ToasterHost } from './toaster-host.tsx';
import { TOAST_DURATION_MS, TOASTS_VISIBLE } from './toaster.tsx';

afterEach(() => vi.useRealTimers());

const shown = () => [...document.querySelectorAll('[data-sonner-toast]')].filter((toast) => toast.getAttribute('data-visible') === 'true');

describe('toasts', () => {
  it(`show at most ${TOASTS_VISIBLE} at once and each closes after about 4 seconds`, async () => {
    expect([TOASTS_VISIBLE, TOAST_DURATION_MS]).toEqual([3, 4000]);
    // The test's clock, still moving on its own so sonner's module can load; advanced at will below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<ToasterHost />);
    // The first toast mounts sonner (loaded on demand) and waits until it listens.
    void notify.error('Please fix the errors below', 'first');
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]').length).toBe(1), { timeout: 4000 });
    await act(async () => {
      for (let index = 2; index <= 5; index += 1) await notify.error('Please fix the errors below', `number ${index}`);
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(document.querySelectorAll('[data-sonner-toast]').length).toBeGreaterThan(TOASTS_VISIBLE);
    expect(shown()).toHaveLength(TOASTS_VISIBLE);
    // Each lives TOAST_DURATION_MS (the front ones' timers), then leaves with its exit animation.
    await act(() => vi.advanceTimersByTimeAsync(3 * TOAST_DURATION_MS));
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  });
});
