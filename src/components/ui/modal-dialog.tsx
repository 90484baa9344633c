import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type DialogHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { dialogToasterMounted, modalOpened, subscribeModals, topModal } from '@/lib/notify.ts';

const DialogToaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.DialogToaster })));

interface ModalDialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onCancel' | 'onClose'> {
  open: boolean;
  /** Escape, and a click on the backdrop when `closeOnBackdrop`, ask to close through this. */
  onClose: () => void;
  /** What takes the focus when it opens; the browser's choice (the first focusable) otherwise. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * The site's modal: a native <dialog> opened with showModal(), so focus stays
 * inside and the page behind is inert; Escape asks to close; whatever had the
 * focus before it opened gets it back when it closes or unmounts. While it
 * is the topmost open modal, toasts show inside it (src/lib/notify.ts).
 */
export function ModalDialog({ open, onClose, initialFocus, closeOnBackdrop = false, children, ...rest }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [layer, setLayer] = useState<number | null>(null);
  const top = useSyncExternalStore(subscribeModals, topModal, () => null);

  useEffect(() => {
    if (!open) return;
    const modal = modalOpened();
    setLayer(modal.id);
    return () => {
      modal.closed();
      setLayer(null);
    };
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const restore = () => {
      const back = opener.current;
      opener.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      initialFocus?.current?.focus();
    } else if (!open && element.open) {
      element.close();
      restore();
    }
    return () => {
      // Unmounted while open (a route change): close it and hand the focus back all the same.
      if (!element.isConnected && element.open) element.close();
      if (!element.isConnected) restore();
    };
  }, [open, initialFocus]);

  return (
    <dialog
      {...rest}
      ref={dialog}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its box.
        if (closeOnBackdrop && event.target === dialog.current) onClose();
        rest.onClick?.(event);
      }}
    >
      {children}
      {layer !== null && layer === top ? (
        <Suspense fallback={null}>
          <DialogToaster onReady={dialogToasterMounted} />
        </Suspense>
      ) : null}
    </dialog>
  );
}
