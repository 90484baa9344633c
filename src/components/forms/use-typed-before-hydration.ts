import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrating } from '@/lib/hydration.ts';

/**
 * A prerendered text box can be typed into before its code arrives. React
 * leaves the typed text in the DOM when it hydrates, but the component's
 * state is still the prerendered (empty) value, and its first re-render (the
 * replayed focus, a status change) would put that back. Once the box has
 * hydrated, `onTyped` receives what the visitor typed, before the next paint,
 * so the component can adopt it as its own state. Nothing happens for a box
 * that mounts fresh on the client.
 */
export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, onTyped: (typed: string) => void): void {
  const hydrating = useHydrating();
  const callback = useRef(onTyped);
  callback.current = onTyped;
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (hydrating && typed !== '') callback.current(typed);
  }, [hydrating, input]);
}
