import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { FieldError } from '@/components/forms/field.tsx';

interface TypedRowsProps<Row extends { id: number }> {
  rows: readonly Row[];
  /** The list's accessible name ("Typed readings"). */
  label: string;
  /** What one row is ("reading", "day"): the remove and add buttons say it. */
  noun: string;
  /** The row's grid columns, as Tailwind classes. */
  columns: string;
  onAdd: () => void;
  onRemove: (id: number) => void;
  /** The row's fields; `n` counts from 1. */
  children: (row: Row, n: number) => ReactNode;
}

/** Rows typed by hand (readings, a daily log): each row's fields and its remove button, then the button that adds a row. */
export function TypedRows<Row extends { id: number }>({ rows, label, noun, columns, onAdd, onRemove, children }: TypedRowsProps<Row>) {
  return (
    <>
      <ol className="grid gap-3" aria-label={label}>
        {rows.map((row, index) => (
          <li key={row.id} className={`grid items-start gap-2 rounded-lg border border-cellar-600 bg-cellar-900/40 p-3 ${columns}`}>
            {children(row, index + 1)}
            <button type="button" className="btn-ghost min-h-11 self-end px-2.5 text-sm text-red-200 hover:bg-red-400/10" onClick={() => onRemove(row.id)}>
              <Trash2 className="size-4" aria-hidden="true" />
              <span className="sr-only">
                Remove {noun} {index + 1}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="btn-outline justify-self-start" onClick={onAdd}>
        <Plus className="size-4" aria-hidden="true" />
        Add a {noun}
      </button>
    </>
  );
}

interface RowFieldProps {
  id: string;
  label: ReactNode;
  error: string | undefined;
  className?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** One field of a typed row: its small label, the input (given the ids it needs), and the row's error for it. */
export function RowField({ id, label, error, className, children }: RowFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label text-xs">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
