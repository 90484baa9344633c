import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isToasterRequested, loadSonner, subscribeToasterRequest, toasterMounted } from '@/lib/notify.ts';
import { whenIdle } from '@/lib/idle.ts';
import { onHydrated } from '@/lib/hydration.ts';

const SonnerToaster = lazy(() => import('@/components/ui/toaster.tsx'));

export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  // Fetch sonner while the visitor reads (after the page is interactive), so the first toast is instant.
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let active = true;
    onHydrated(() => {
      if (active) cancel = whenIdle(() => void loadSonner());
    });
    return () => {
      active = false;
      cancel?.();
    };
  }, []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={toasterMounted} />
    </Suspense>
  );
}
