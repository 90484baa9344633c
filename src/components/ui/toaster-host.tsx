import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, loadSonner, subscribeToasterRequest, toasterMounted } from '@/lib/notify.ts';
import { useSpareTime } from '@/lib/spare-time.ts';

const SonnerToaster = lazy(() => import('@/components/ui/toaster.tsx'));

export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  // Fetch sonner in spare time, so the first toast is instant where the device can afford it (the first toast loads it otherwise).
  useSpareTime(() => void loadSonner());
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={toasterMounted} />
    </Suspense>
  );
}
