import { lazy, Suspense, use, useState, type ComponentType } from 'react';
import { isHydrated } from '@/lib/hydration.ts';
import { whenIdle } from '@/lib/idle.ts';

interface DeferredOptions {
  /** id of the element the section renders; it activates on approach or touch. */
  anchorId: string;
}

/**
 * Loads a prerendered section's code after the page is interactive.
 *
 * While hydrating, the section sits in its own Suspense boundary held by a
 * gate: React keeps the server HTML (visible, links working) and hydrates it
 * once the gate opens: when the browser is idle, when the section comes
 * within a screen of the viewport, or on the first pointer/focus/key inside
 * it. After a client-side navigation there is no HTML to keep, so the
 * section suspends the page instead and appears with the rest of it.
 */
export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { anchorId }: DeferredOptions): ComponentType<P> {
  const Section = lazy(load);
  let gate: Promise<void> | undefined;

  const open = () =>
    new Promise<void>((resolve) => {
      const cleanups: Array<() => void> = [];
      const done = () => {
        cleanups.forEach((cleanup) => cleanup());
        resolve();
      };
      cleanups.push(whenIdle(done, 4000));
      const anchor = document.getElementById(anchorId);
      if (anchor && 'IntersectionObserver' in window) {
        const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
          rootMargin: '100% 0px',
        });
        observer.observe(anchor);
        cleanups.push(() => observer.disconnect());
      }
      const onTouch = (event: Event) => {
        if (event.target instanceof Node && anchor?.contains(event.target)) done();
      };
      for (const type of ['pointerdown', 'focusin', 'keydown'] as const) {
        document.addEventListener(type, onTouch, true);
        cleanups.push(() => document.removeEventListener(type, onTouch, true));
      }
    });

  function Gate(props: P) {
    if (!isHydrated()) use((gate ??= open()));
    return <Section {...props} />;
  }

  function Deferred(props: P) {
    // The server renders the hydration shape (boundary + gate) so the client's first pass matches it.
    const [hydrating] = useState(() => typeof window === 'undefined' || !isHydrated());
    if (!hydrating) return <Section {...props} />;
    return (
      <Suspense fallback={null}>
        <Gate {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${anchorId})`;
  return Deferred;
}
