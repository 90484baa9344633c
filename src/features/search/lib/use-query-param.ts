import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrating } from '@/lib/hydration.ts';

/**
 * The `q` parameter of the URL, so a search can be shared as a link. It is
 * read after hydration only: the prerendered page was rendered without it.
 * Writing replaces the history entry (typing is not navigation) and waits
 * for a pause, so the address bar does not change on every keystroke.
 *
 * The value returned is what arrived from outside (a shared link, back or
 * forward), never the echo of this hook's own write: by the time that echo
 * renders, the visitor may already have typed on or cleared the box.
 */
export function useQueryParam(name = 'q', delayMs = 400): [string | null, (value: string) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const hydrating = useHydrating();
  const [active, setActive] = useState(!hydrating);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The write lands after a pause; by then other parameters (?tag=) may have changed.
  const latest = useRef(search);
  latest.current = search;
  const pushed = useRef<string | null>(null);
  useEffect(() => setActive(true), []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const inUrl = active ? new URLSearchParams(search).get(name) : null;
  const value = inUrl !== null && inUrl !== pushed.current ? inUrl : null;

  const write = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const params = new URLSearchParams(latest.current);
        if (next.trim() === '') params.delete(name);
        else params.set(name, next);
        pushed.current = next.trim() === '' ? null : next;
        const query = params.toString();
        navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true, preventScrollReset: true });
      }, delayMs);
    },
    [delayMs, hash, name, navigate, pathname],
  );
  return [value, write];
}
