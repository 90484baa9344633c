import { useEffect } from 'react';
import { Toaster } from 'sonner';

/** docs/product-spec.md §9: at most 3 toasts visible, each closing after about 4 seconds. */
export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;

export default function SonnerToaster({ onReady }: { onReady: () => void }) {
  // Runs after <Toaster>'s own effects, i.e. once it subscribes to new toasts.
  useEffect(onReady, [onReady]);
  return (
    <Toaster
      theme="dark"
      position="bottom-right"
      visibleToasts={TOASTS_VISIBLE}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      offset={{ bottom: 88, right: 20 }}
      mobileOffset={{ bottom: 88 }}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
