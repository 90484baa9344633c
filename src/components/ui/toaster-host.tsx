import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isToasterRequested, loadSonner, subscribeToasterRequest, toasterMounted } from '@/lib/notify.ts';
import { whenIdle } from '@/lib/idle.ts';

const SonnerToaster = lazy(() => import('@/components/ui/toaster.tsx'));

export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  // Fetch sonner while the visitor reads, so the first toast is instant.
  useEffect(() => whenIdle(() => void loadSonner()), []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={toasterMounted} />
    </Suspense>
  );
}
