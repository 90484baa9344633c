import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { DIALOG_TOASTER_ID } from '@/lib/notify.ts';

/** docs/product-spec.md §9: at most 3 toasts visible, each closing after about 4 seconds. */
export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;

const SHARED = {
  theme: 'dark',
  visibleToasts: TOASTS_VISIBLE,
  duration: TOAST_DURATION_MS,
  closeButton: true,
  richColors: true,
  toastOptions: { className: 'font-sans' },
} as const;

export default function SonnerToaster({ onReady }: { onReady: () => void }) {
  // Runs after <Toaster>'s own effects, i.e. once it subscribes to new toasts.
  useEffect(onReady, [onReady]);
  return <Toaster {...SHARED} position="bottom-right" offset={{ bottom: 88, right: 20 }} mobileOffset={{ bottom: 88 }} />;
}

/**
 * The toaster a modal dialog holds (see src/lib/notify.ts): the page's own is
 * under the dialog. At the bottom, clear of the dialog's header and its
 * close button; on a phone, above the chat's input.
 */
export function DialogToaster({ onReady }: { onReady: (mounted: boolean) => void }) {
  useEffect(() => {
    onReady(true);
    return () => onReady(false);
  }, [onReady]);
  return <Toaster {...SHARED} id={DIALOG_TOASTER_ID} position="bottom-right" offset={{ bottom: 96, right: 20 }} mobileOffset={{ bottom: 96 }} />;
}
