import { useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { ModalDialog } from '@/components/ui/modal-dialog.tsx';

/**
 * The lead detail panel: a modal <dialog> docked to the right. showModal()
 * keeps focus inside and makes the page behind inert; the heading takes the
 * focus on open, Escape closes, and focus returns to the row that opened it.
 */
export function LeadDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <ModalDialog
      open
      onClose={onClose}
      initialFocus={heading}
      aria-labelledby="lead-dialog-title"
      className="m-0 ml-auto h-dvh max-h-dvh w-[min(44rem,100vw)] max-w-none overflow-y-auto border-l border-cellar-600 bg-cellar-900 p-0 text-cream-100 shadow-2xl backdrop:bg-black/60"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-cellar-700 bg-cellar-900 px-6 py-4">
        <h2 id="lead-dialog-title" ref={heading} tabIndex={-1} className="font-sans text-xl font-semibold text-cream-50 outline-none">
          {title}
        </h2>
        <button type="button" className="btn-ghost px-2" onClick={onClose} aria-label="Close lead">
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="grid gap-8 px-6 py-6">{children}</div>
    </ModalDialog>
  );
}
