import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, loadSonner, subscribeToasterRequest, toasterMounted } from '@/lib/notify.ts';
import { useIdleAfterHydration } from '@/lib/hydration.ts';

const SonnerToaster = lazy(() => import('@/components/ui/toaster.tsx'));

export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  // Fetch sonner while the visitor reads (after the page is interactive), so the first toast is instant.
  useIdleAfterHydration(() => void loadSonner());
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={toasterMounted} />
    </Suspense>
  );
}
