import { lazy, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { holdForSection, onHydrated, useHydrating, Waiting } from '@/lib/hydration.ts';
import { whenIdleInTurn } from '@/lib/idle.ts';
import { whenSpare } from '@/lib/spare-time.ts';

interface DeferredOptions {
  /** id of the element the section renders; it activates on approach or touch. */
  anchorId: string;
  /**
   * After a client-side navigation: suspend the page so the section appears
   * with it (true, for page sections), or wait in place (false, for layout
   * parts outside any page, such as the footer).
   */
  suspendPage?: boolean;
}

/**
 * Loads a prerendered section's code after the page is interactive.
 *
 * While hydrating, the section sits in its own Suspense boundary held by a
 * gate: React keeps the server HTML (visible, links working) and hydrates it
 * once the gate opens: when the section's anchor comes within a screen of
 * the viewport or is scrolled past, on the first pointer/focus/key inside it, or in spare time (after
 * the visitor's first input, on a device that can afford it, one section per
 * idle period: src/lib/spare-time.ts). A section nobody approaches costs a
 * slow phone nothing. After a client-side navigation there is no HTML to keep, so the
 * section suspends the page instead and appears with the rest of it.
 */
export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { anchorId, suspendPage = true }: DeferredOptions): ComponentType<P> {
  const Section = lazy(load);
  let gate: Promise<void> | undefined;

  const open = () =>
    new Promise<void>((resolve) => {
      const cleanups: Array<() => void> = [];
      const done = () => {
        cleanups.forEach((cleanup) => cleanup());
        resolve();
      };
      let cancelTurn = () => {};
      const cancelSpare = whenSpare(() => (cancelTurn = whenIdleInTurn(done)));
      cleanups.push(() => {
        cancelSpare();
        cancelTurn();
      });
      const anchor = document.getElementById(anchorId);
      if (anchor && 'IntersectionObserver' in window) {
        // Near the viewport, or already scrolled past (a visit that opens at an anchor further down the same section or page).
        const approached = (entry: IntersectionObserverEntry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0;
        const observer = new IntersectionObserver((entries) => entries.some(approached) && done(), {
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
    if (typeof window !== 'undefined') use((gate ??= open()));
    return <Section {...props} />;
  }

  function Deferred(props: P) {
    const hydrating = useHydrating();
    // A button pressed inside the section before its code is in (the header's More, by keyboard or
    // touch) is pressed again once it has hydrated; a submit button is left to the form's own post.
    const onSectionHydrated = useUntilHydrated(hydrating, holdForSection, anchorId, 'button[type="button"], [role="button"]');
    if (!hydrating) {
      return suspendPage ? (
        <Section {...props} />
      ) : (
        <Suspense fallback={null}>
          <Section {...props} />
        </Suspense>
      );
    }
    return (
      <Suspense fallback={null}>
        <Gate {...props} />
        <Hydrated onHydrated={onSectionHydrated} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${anchorId})`;
  return Deferred;
}

/**
 * A prerendered part of a tool whose code (typically an engine and what
 * shows its figures) is not needed to make the page interactive: its chunk
 * starts loading the moment the page has hydrated, so the controls answer
 * first and the figures follow. While hydrating, React keeps the part's
 * server HTML until the chunk arrives and then hydrates it in place. If the
 * part must change before that (a very early edit), it shows `fallback`
 * until the chunk is in. After a client-side navigation it suspends the page
 * like any other part of it.
 *
 * `ready()` resolves once the part is live: its chunk is in and, where the
 * page was prerendered, React has hydrated the part in place. Await it
 * before an update the page makes on its own right after hydration (a saved
 * draft, a link's plan): an update that reaches the part before it has
 * hydrated makes React hydrate it at once, in one long task, or throw its
 * server HTML away. (The chunk alone was not enough: it arrived, the draft's
 * update followed within the same moment, and the visual designer's figures
 * hydrated in one 128 ms task at the phone profile.)
 */
export function afterHydration<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode) {
  let chunk: Promise<{ default: ComponentType<P> }> | undefined;
  const loadChunk = () => (chunk ??= new Promise<void>((resolve) => onHydrated(resolve)).then(load));
  const Part = lazy(loadChunk);
  // Instances of this part still waiting to hydrate (each one also among the page's waiting sections).
  const instances = new Waiting();
  const holdPart = (): (() => void) => {
    const dropPart = instances.hold();
    const dropSection = holdForSection();
    return () => {
      dropPart();
      dropSection();
    };
  };
  const ready = (): Promise<void> => loadChunk().then(() => new Promise<void>((resolve) => instances.whenNone(resolve)));

  function AfterHydration(props: P) {
    const hydrating = useHydrating();
    const box = useRef<HTMLSpanElement>(null);
    const onPartHydrated = useUntilHydrated(hydrating, holdPart, box);
    if (!hydrating) return <Part {...props} />;
    return (
      <span ref={box} className="contents">
        <Suspense fallback={fallback}>
          <Part {...props} />
          <Hydrated onHydrated={onPartHydrated} />
        </Suspense>
      </span>
    );
  }
  return Object.assign(AfterHydration, { ready });
}

/**
 * For a section or part that hydrates late: from the page's hydration until
 * it has hydrated (or is gone) it is counted as waiting (`holdOne`), and a
 * button pressed inside `box` (an element's id, or a ref) is held and pressed
 * again once it has. Returns what its <Hydrated> calls.
 */
function useUntilHydrated(hydrating: boolean, holdOne: () => () => void, box: string | RefObject<HTMLElement | null>, buttons?: string): () => void {
  const [waiting] = useState(() => new WaitingSection(holdOne));
  const [replay] = useState(() => new HeldClick(buttons));
  const [onHydrated] = useState(() => () => {
    waiting.release();
    replay.release();
  });
  useEffect(() => (hydrating ? waiting.hold() : undefined), [hydrating, waiting]);
  useEffect(() => {
    const element = !hydrating ? null : typeof box === 'string' ? document.getElementById(box) : box.current;
    return element ? replay.holdIn(element) : undefined;
  }, [hydrating, replay, box]);
  return onHydrated;
}

/** One section's or part's place in the count of those still waiting for their code (src/lib/hydration.ts). */
class WaitingSection {
  private hydrated = false;
  private drop: (() => void) | null = null;

  constructor(private readonly holdOne: () => () => void) {}

  /** From the page's hydration on; the cleanup (the section unmounted) stops counting it. */
  hold = (): (() => void) => {
    if (!this.hydrated && !this.drop) this.drop = this.holdOne();
    return this.letGo;
  };

  /** The section has hydrated: it waits no more. */
  release = (): void => {
    this.hydrated = true;
    this.letGo();
  };

  private letGo = (): void => {
    this.drop?.();
    this.drop = null;
  };
}

/** Commits with the boundary it is in: its effect runs when that boundary has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A button pressed in a part that is still waiting for its code would do
 * nothing: React drops a click on HTML it has not hydrated yet. This holds
 * the last such press and presses the same button again once the part has
 * hydrated (the same DOM node: hydration keeps it). Links are left alone:
 * the browser follows them natively.
 */
class HeldClick {
  private held: HTMLElement | null = null;
  private done = false;
  private stop: (() => void) | null = null;

  /** `buttons`: which presses to hold (a deferred section leaves submit buttons to the browser's own post). */
  constructor(private readonly buttons = 'button, [role="button"]') {}

  holdIn = (box: HTMLElement): (() => void) => {
    if (this.done) return () => {};
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(this.buttons) : null;
      if (this.done || !target || !box.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      this.held = target;
    };
    // On the document, in the capture phase: before React's own listener on the root stops the event.
    document.addEventListener('click', onClick, true);
    this.stop = () => document.removeEventListener('click', onClick, true);
    return this.stop;
  };

  release = (): void => {
    this.done = true;
    this.stop?.();
    const held = this.held;
    this.held = null;
    if (held?.isConnected) held.click();
  };
}
