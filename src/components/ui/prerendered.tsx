import { lazy, useEffect, useRef, type ComponentType } from 'react';
import { useHydrating } from '@/lib/hydration.ts';
import { useRouterLinks } from '@/lib/router-links.ts';

interface PrerenderedOptions {
  /**
   * Plain DOM behaviour for the kept HTML (listeners only, no rendering), for
   * the rare static block that has one; returns its cleanup. Not called when
   * the section renders from its component (client-side navigation).
   */
  enhance?: (element: HTMLElement) => () => void;
}

/**
 * Identical on every render, so React never writes it: the prerendered
 * children stay exactly as the server sent them. (React skips an unchanged
 * prop by identity; a new `{ __html: '' }` would empty the block.)
 */
const KEEP_SERVER_HTML = Object.freeze({ __html: '' });

/**
 * A section that never changes after it is rendered: no hydration and no
 * code on a prerendered page.
 *
 * The server renders the section's component inside a `display: contents`
 * wrapper. Hydrating, the browser keeps that HTML as it is (the wrapper
 * claims it through dangerouslySetInnerHTML, so React neither walks nor
 * compares it) and loads none of the section's code; internal links in it
 * navigate through the router from one delegated click handler, in-page
 * links are handled by src/lib/in-page-scroll.ts like everywhere else.
 * After a client-side navigation there is no HTML to keep: the section's
 * component loads and renders, suspending the page like any lazy part.
 *
 * Compare deferred(): that hydrates a section later; this never does, so
 * use it only for sections whose every interaction is a link or native HTML.
 */
export function prerendered<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { enhance }: PrerenderedOptions = {},
): ComponentType<P> {
  const Section = lazy(load);

  function Kept() {
    const ref = useRef<HTMLDivElement>(null);
    const onClick = useRouterLinks();
    useEffect(() => (enhance && ref.current ? enhance(ref.current) : undefined), []);
    return <div ref={ref} className="contents" onClick={onClick} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }

  // Props only matter where the component renders: on the server and after a client-side navigation.
  function Prerendered(props: P) {
    const hydrating = useHydrating();
    if (hydrating && typeof window !== 'undefined') return <Kept />;
    return (
      <div className="contents">
        <Section {...props} />
      </div>
    );
  }
  return Prerendered;
}
