import { Plus } from 'lucide-react';
import { Field } from '@/components/forms/field.tsx';
import { useCheckedSubmit } from '@/components/forms/use-checked-submit.ts';
import { useFormState } from '@/components/forms/use-form-state.ts';
import { DuplicateDate, useAddIndexEntry, useRemoveIndexEntry, type IndexRow } from '../api/pricing.ts';
import type { IndexEntry } from '../schemas.ts';
import { FormOutcome } from '@/components/forms/form-outcome.tsx';
import { RemoveButton } from '@/components/forms/remove-button.tsx';
import { ColumnHeads } from '@/components/ui/column-heads.tsx';

type Values = { recordedOn: string; value: string; note: string };

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY: Values = { recordedOn: '', value: '', note: '' };

// zod loads with the first save, not with the page.
async function check(values: Values) {
  const [{ parseWith }, { indexEntrySchema }] = await Promise.all([import('@/components/tool-shell/form-validation.ts'), import('../schemas.ts')]);
  return parseWith(indexEntrySchema(today()), values);
}

/** The dated index values the admin keeps, newest first, and the form to add one. */
export function CostIndexPanel({ rows }: { rows: readonly IndexRow[] }) {
  const { values, setValues, text } = useFormState<Values>({ ...EMPTY, recordedOn: today() });
  const add = useAddIndexEntry();
  const remove = useRemoveIndexEntry();
  const { errors, saved, busy, submit } = useCheckedSubmit({
    check,
    save: async (entry: IndexEntry) => {
      await add.mutateAsync(entry);
      setValues({ ...EMPTY, recordedOn: today() });
      return `Index ${entry.value.toFixed(1)} recorded for ${entry.recordedOn}.`;
    },
    failed: (error): Record<string, string> =>
      error instanceof DuplicateDate ? { recordedOn: 'There is already a value for this date: remove it first to correct it' } : { form: 'The value could not be saved just now. Please try again.' },
  });

  const newestFirst = [...rows].reverse();

  return (
    <section aria-labelledby="index-title" className="card grid content-start gap-5 p-6 sm:p-8">
      <h2 id="index-title" className="font-sans text-xl font-semibold text-cream-50">
        Material cost index
      </h2>
      <p className="text-sm text-mist-300">
        Any index you follow (a supplier’s price list, a lumber or steel index, your own basket of materials), on one base. The newest value is compared with the
        baseline under Margins.
      </p>
      <form noValidate onSubmit={(event) => void submit(event, values)} aria-label="Record an index value" className="grid gap-4 sm:grid-cols-[10rem_8rem_minmax(0,1fr)] sm:items-start">
        <Field id="index-date" label="Date" error={errors.recordedOn} required>
          {(props) => <input {...props} {...text('recordedOn')} type="date" max={today()} className="field-input" />}
        </Field>
        <Field id="index-value" label="Value" error={errors.value} required>
          {(props) => <input {...props} {...text('value')} type="text" inputMode="decimal" autoComplete="off" className="field-input tabular-nums" />}
        </Field>
        <Field id="index-note" label="Note (optional)" error={errors.note}>
          {(props) => <input {...props} {...text('note')} type="text" maxLength={400} autoComplete="off" className="field-input" />}
        </Field>
        <div className="sm:col-span-3">
          <button type="submit" className="btn-gold" disabled={busy}>
            <Plus className="size-4" aria-hidden="true" />
            Record the value
          </button>
        </div>
      </form>
      <FormOutcome error={errors.form} saved={saved} />
      {newestFirst.length === 0 ? (
        <p className="text-sm text-mist-300">No value recorded yet.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="index-table">
            <caption className="sr-only">Index values recorded, newest first</caption>
            <ColumnHeads heads={['Date', 'Value', 'Note', <span className="sr-only">Remove</span>]} />
            <tbody>
              {newestFirst.map((row) => (
                <tr key={row.id} className="border-t border-cellar-700">
                  <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{row.recorded_on}</td>
                  <td className="py-2 pr-3 tabular-nums">{row.value.toFixed(1)}</td>
                  <td className="py-2 pr-3 text-mist-300">{row.note ?? ''}</td>
                  <td className="py-2 text-right">
                    <RemoveButton label={`Remove the value of ${row.recorded_on}`} onClick={() => remove.mutate(row.id)} disabled={remove.isPending} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
