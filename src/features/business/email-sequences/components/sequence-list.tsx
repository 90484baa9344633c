import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { SOURCE_LABELS, STATUS_LABELS } from '@/features/business/admin/index.ts';
import { notify } from '@/lib/notify.ts';
import { plannedDays } from '@domain/sequences/schedule.ts';
import { useDeleteSequence, useSwitchSequence, type SavedSequence } from '../api/sequences.ts';

export function triggerText(sequence: Pick<SavedSequence, 'trigger_status' | 'trigger_source'>): string {
  const status = STATUS_LABELS[sequence.trigger_status as keyof typeof STATUS_LABELS] ?? sequence.trigger_status;
  const source = sequence.trigger_source ? (SOURCE_LABELS[sequence.trigger_source] ?? sequence.trigger_source) : 'every source';
  return `When a lead becomes “${status}” · ${source}`;
}

const span = (sequence: SavedSequence) => {
  const days = plannedDays(sequence.steps).at(-1) ?? 0;
  const emails = `${sequence.steps.length} email${sequence.steps.length === 1 ? '' : 's'}`;
  return days === 0 ? emails : `${emails} over ${days} day${days === 1 ? '' : 's'}`;
};

interface SequenceListProps {
  sequences: readonly SavedSequence[];
  selected: string | null;
  onEdit: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
}

/** The business's sequences, each with its trigger, its length and its switch. */
export function SequenceList({ sequences, selected, onEdit, onNew, onDeleted }: SequenceListProps) {
  const switcher = useSwitchSequence();
  const remove = useDeleteSequence();
  const [deleting, setDeleting] = useState<SavedSequence | null>(null);

  const flip = (sequence: SavedSequence) =>
    switcher.mutateAsync({ id: sequence.id, on: !sequence.is_active }).then(
      () => void notify.success(sequence.is_active ? `“${sequence.name}” switched off` : `“${sequence.name}” switched on`),
      (error: Error) => void notify.error('The switch did not change', error.message),
    );

  return (
    <section aria-labelledby="sequences-title" className="card grid gap-4 p-5 sm:p-7">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sequences-title" className="font-sans text-xl font-semibold text-cream-50">
          Follow-up sequences
        </h2>
        <button type="button" className="btn-gold" onClick={onNew}>
          <Plus className="size-4" aria-hidden="true" />
          New sequence
        </button>
      </div>
      {sequences.length === 0 ? <p className="text-mist-300">No sequence yet. Start one: a first draft is ready to edit.</p> : null}
      <ul className="grid gap-3">
        {sequences.map((sequence) => (
          <li key={sequence.id} className={`grid gap-2 rounded-lg border p-4 ${selected === sequence.id ? 'border-gold-400/70' : 'border-cellar-600'}`} data-testid="sequence">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-sans text-base font-semibold text-cream-50">{sequence.name}</h3>
              <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${sequence.is_active ? 'border-emerald-300/60 text-emerald-100' : 'border-cellar-600 text-mist-300'}`}>
                {sequence.is_active ? 'On' : 'Off'}
              </span>
            </div>
            <p className="text-sm text-mist-300">
              {triggerText(sequence)} · {span(sequence)}
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn-outline px-4 text-sm" aria-label={`Edit ${sequence.name}`} onClick={() => onEdit(sequence.id)}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </button>
              <button type="button" className="btn-outline px-4 text-sm" aria-label={`${sequence.is_active ? 'Switch off' : 'Switch on'} ${sequence.name}`} disabled={switcher.isPending} onClick={() => void flip(sequence)}>
                {sequence.is_active ? 'Switch off' : 'Switch on'}
              </button>
              <button type="button" className="btn-outline px-4 text-sm" aria-label={`Delete ${sequence.name}`} onClick={() => setDeleting(sequence)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete the sequence"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (!target) return;
          remove.mutateAsync(target.id).then(
            () => {
              void notify.success(`“${target.name}” deleted`);
              onDeleted(target.id);
            },
            (error: Error) => void notify.error('The sequence was not deleted', error.message),
          );
        }}
      >
        <p>Every lead still in it stops, and their activity logs say so. The emails already sent stay in those logs.</p>
      </ConfirmDialog>
    </section>
  );
}
