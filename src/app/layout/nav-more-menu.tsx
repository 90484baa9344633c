import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';

interface NavMoreMenuProps {
  /** The links, each in its own `<li>`. */
  children: ReactNode;
  className?: string;
}

/**
 * Loaded with deferred() from the header, like the footer: its button and
 * links are prerendered, and its code arrives when the browser is idle or
 * the visitor reaches for it, so it adds nothing to the script that runs
 * before the page is interactive.
 *
 * The desktop header's "More" links: a disclosure (a button with
 * aria-expanded over a list of plain links), not an ARIA menu, so the links
 * are reached with Tab like every other link in the navigation. Escape
 * closes it and gives focus back to the button; choosing a link, a click
 * outside or focus moving elsewhere closes it too.
 */
export default function NavMoreMenu({ children, className = '' }: NavMoreMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => event.target instanceof Node && !root.current?.contains(event.target);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onAway = (event: Event) => outside(event) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onAway);
    document.addEventListener('focusin', onAway);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onAway);
      document.removeEventListener('focusin', onAway);
    };
  }, [open]);

  // id: the anchor the header's deferred() watches.
  return (
    <div ref={root} id="nav-more" className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        className="flex items-center gap-1 rounded-md px-2 py-2 text-sm whitespace-nowrap text-cream-100 transition-colors hover:text-gold-200"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        More
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        onClick={(event) => event.target instanceof Element && event.target.closest('a') && setOpen(false)}
        className="absolute right-0 z-50 mt-2 grid w-52 gap-0.5 rounded-lg border border-cellar-600 bg-cellar-850 p-1.5 shadow-2xl shadow-black/60"
      >
        {children}
      </ul>
    </div>
  );
}
