import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { LIMITS } from '@domain/estimator/limits.ts';
import { TypedInput } from '@/components/forms/typed-input.tsx';

interface RemovableItemProps {
  name: string;
  /** Off while the list is at its minimum. */
  canRemove: boolean;
  onRemove: () => void;
  children: ReactNode;
}

interface EditableListProps<T extends { id: number }> {
  legend: string;
  items: readonly T[];
  /** The list's own error (too few or too many entries). */
  error: string | undefined;
  limits: { min: number; max: number };
  /** An entry's heading, which its Remove button names too. */
  nameOf: (item: T, index: number) => string;
  onChange: (items: T[]) => void;
  addLabel: string;
  onAdd: () => void;
  /** An entry's fields; `update` patches that entry. */
  children: (item: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
}

/** A list the visitor edits entry by entry (lots, surfaces), between its limits: Remove stops at the minimum, Add at the maximum. */
export function EditableList<T extends { id: number }>({ legend, items, error, limits, nameOf, onChange, addLabel, onAdd, children }: EditableListProps<T>) {
  const update = (id: number, patch: Partial<T>) => onChange(items.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  return (
    <fieldset className="grid gap-4">
      <legend className="field-label">{legend}</legend>
      {error ? <p className="field-error mt-0">{error}</p> : null}
      <ol className="grid gap-4">
        {items.map((item, index) => (
          <RemovableItem
            key={item.id}
            name={nameOf(item, index)}
            canRemove={items.length > limits.min}
            onRemove={() => onChange(items.filter((kept) => kept.id !== item.id))}
          >
            {children(item, index, (patch) => update(item.id, patch))}
          </RemovableItem>
        ))}
      </ol>
      <button type="button" className="btn-outline justify-self-start" onClick={onAdd} disabled={items.length >= limits.max}>
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </button>
    </fieldset>
  );
}

/** One entry of an editable list (a lot, a surface): its name, a Remove button naming it, and its fields. */
function RemovableItem({ name, canRemove, onRemove, children }: RemovableItemProps) {
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
