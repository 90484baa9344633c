import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';

interface RemovableItemProps {
  name: string;
  /** Off while the list is at its minimum. */
  canRemove: boolean;
  onRemove: () => void;
  children: ReactNode;
}

/** One entry of an editable list (a lot, a surface): its name, a Remove button naming it, and its fields. */
export function RemovableItem({ name, canRemove, onRemove, children }: RemovableItemProps) {
  return (
    <li className="rounded-lg border border-cellar-600 bg-cellar-900/40 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-sans text-sm font-semibold text-gold-200">{name}</h3>
        <button type="button" className="btn-ghost min-h-9 px-2.5 text-sm text-red-200 hover:bg-red-400/10" onClick={onRemove} disabled={!canRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remove<span className="sr-only"> {name}</span>
        </button>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
    </li>
  );
}
