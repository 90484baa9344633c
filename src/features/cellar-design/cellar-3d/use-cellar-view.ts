/**
 * The 3D view's life on a page: nothing of three.js loads until the visitor
 * asks for the view (and only after WebGL is found), then the scene is built
 * for the plan shown, rebuilt when the plan changes, and disposed with the page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Plan } from '@domain/designer/plan.ts';
import { hasWebGL } from './capabilities.ts';
import type { CellarView, CellarViewOptions } from './scene.ts';

export type ViewStatus = 'idle' | 'loading' | 'open' | 'no-webgl' | 'failed';

export const NO_WEBGL_MESSAGE =
  'This browser cannot draw 3D graphics (WebGL is turned off or not supported), so the 3D view cannot open here. The cellar is described in words below, and nothing you chose has been lost; a current Chrome, Edge, Firefox or Safari with hardware acceleration on will show it.';

export function useCellarView(plan: Plan | null, options: CellarViewOptions & { label: string; describedBy: string; role: 'application' | 'img' }) {
  const [status, setStatus] = useState<ViewStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [view, setView] = useState<CellarView | null>(null);
  const [wanted, setWanted] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const { width, height, controls, label, describedBy, role } = options;

  const request = useCallback(() => {
    if (!hasWebGL()) {
      setStatus('no-webgl');
      return false;
    }
    setWanted(true);
    return true;
  }, []);

  useEffect(() => {
    if (!wanted || !plan) return;
    let cancelled = false;
    let built: CellarView | null = null;
    setStatus((current) => (current === 'open' ? current : 'loading'));
    import('./scene.ts')
      .then(({ createCellarView }) => {
        if (cancelled) return;
        built = createCellarView(plan, { width, height, controls });
        const canvas = built.canvas;
        canvas.setAttribute('role', role);
        canvas.setAttribute('aria-label', label);
        canvas.setAttribute('aria-describedby', describedBy);
        canvas.dataset.testid = 'cellar-canvas';
        canvas.className = 'block h-auto w-full rounded-lg bg-cellar-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300';
        if (role === 'application') {
          canvas.tabIndex = 0;
          canvas.setAttribute('aria-roledescription', '3D view');
        }
        host.current?.replaceChildren(canvas);
        setView(built);
        setStatus('open');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setFailure(error instanceof Error ? error.message : String(error));
        setStatus('failed');
      });
    return () => {
      cancelled = true;
      built?.dispose();
      built?.canvas.remove();
      setView(null);
    };
  }, [wanted, plan, width, height, controls, label, describedBy, role]);

  return { status, failure, view, host, request };
}
