import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { LIMITS } from '@shared/estimator/limits.ts';
import { TypedInput } from '@/components/forms/typed-input.tsx';

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

interface ItemNameFieldProps {
  id: string;
  value: string;
  /** An example name, e.g. "North wall". */
  placeholder: string;
  onChange: (label: string) => void;
  className?: string;
}

/** The entry's own name, which its heading and Remove button show once typed. */
export function ItemNameField({ id, value, placeholder, onChange, className }: ItemNameFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        Name (optional)
      </label>
      <TypedInput id={id} className="field-input" maxLength={LIMITS.labelLength} value={value} placeholder={placeholder} onValueChange={onChange} />
    </div>
  );
}
