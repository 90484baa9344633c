import { Trash2 } from 'lucide-react';

/** A small icon button that removes one row of a table; its label says which. */
export function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="btn-outline px-2 py-1 text-xs" onClick={onClick} disabled={disabled} aria-label={label}>
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}
