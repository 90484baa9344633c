import { useId, useRef, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The button that does it, e.g. "Delete". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Red confirm button, and Cancel takes the focus first. */
  destructive?: boolean;
}

/**
 * The site's own confirmation, in place of the browser's plain confirm():
 * a modal <dialog> (focus kept inside, Escape cancels, announced with its
 * title and text), returning focus to whatever opened it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, destructive = false }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const id = useId();

  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      initialFocus={destructive ? cancel : confirm}
      closeOnBackdrop
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-cellar-600 bg-cellar-900 p-0 text-cream-100 shadow-2xl backdrop:bg-black/60"
    >
      {open ? (
        <div className="grid gap-4 p-6">
          <h2 id={`${id}-title`} className="font-sans text-lg font-semibold text-cream-50">
            {title}
          </h2>
          <div id={`${id}-text`} className="text-sm leading-relaxed text-mist-300">
            {children}
          </div>
          <div className="flex flex-wrap justify-end gap-2.5 pt-2">
            <button ref={cancel} type="button" className="btn-outline px-4 text-sm" onClick={onCancel}>
              Cancel
            </button>
            <button
              ref={confirm}
              type="button"
              className={destructive ? 'btn-ghost border border-red-300/60 px-4 text-sm text-red-100 hover:bg-red-400/15' : 'btn-gold px-4 text-sm'}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
