import type { FormEvent } from 'react';
import { Field } from '@/components/forms/field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { BOTTLE_SIZES, STYLE_LABELS, WINE_STYLES } from '@domain/collection/wine.ts';
import type { BottleDraft } from '../draft.ts';
import type { CollectionState } from '../use-collection.ts';

const SIZE_VALUES = BOTTLE_SIZES.map((size) => String(size.ml));
const SIZE_LABELS = Object.fromEntries(BOTTLE_SIZES.map((size) => [String(size.ml), size.label])) as Record<string, string>;
const ORDER: (keyof BottleDraft)[] = ['name', 'vintage', 'quantity', 'sizeMl', 'value', 'drinkFrom', 'drinkTo'];

interface TextProps {
  state: CollectionState;
  field: Exclude<keyof BottleDraft, 'style' | 'sizeMl'>;
  label: string;
  hint?: string;
  numeric?: boolean;
  required?: boolean;
}

function TextField({ state, field, label, hint, numeric, required }: TextProps) {
  return (
    <Field id={`bottle-${field}`} label={label} hint={hint} error={state.bottleErrors[field]} required={required}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={numeric ? 'decimal' : undefined}
          autoComplete="off"
          className={`field-input ${numeric ? 'tabular-nums' : ''}`}
          value={state.bottle[field]}
          onChange={(event) => state.setBottle({ [field]: event.currentTarget.value })}
        />
      )}
    </Field>
  );
}

/** One wine typed in: added to the collection, or an existing line edited. A bad field keeps everything typed and takes the focus. */
export function BottleForm({ state }: { state: CollectionState }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.submitBottle()) return;
    // The first field with a message, once React has rendered the messages.
    requestAnimationFrame(() => {
      const first = ORDER.find((field) => document.getElementById(`bottle-${field}`)?.getAttribute('aria-invalid') === 'true');
      document.getElementById(`bottle-${first ?? 'name'}`)?.focus();
    });
  };
  const editing = state.editing !== null;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="bottle-form-title" className="grid gap-4" data-testid="bottle-form">
      <h3 id="bottle-form-title" className="field-label mb-0">
        {editing ? 'Edit a wine' : 'Add a wine'}
      </h3>
      <TextField state={state} field="name" label="Wine" hint="As on the label, e.g. Château Léoville Barton" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField state={state} field="producer" label="Producer (optional)" />
        <TextField state={state} field="vintage" label="Vintage" hint="Empty or NV for a non-vintage wine" numeric />
        <SelectField id="bottle-style" label="Type" value={state.bottle.style} options={WINE_STYLES} labels={STYLE_LABELS} onChange={(style) => state.setBottle({ style })} />
        <SelectField id="bottle-sizeMl" label="Bottle size" value={state.bottle.sizeMl} options={SIZE_VALUES} labels={SIZE_LABELS} onChange={(sizeMl) => state.setBottle({ sizeMl })} error={state.bottleErrors.sizeMl} />
        <TextField state={state} field="region" label="Region or appellation (optional)" hint="e.g. Saint-Julien, Bordeaux" />
        <TextField state={state} field="varietal" label="Grape (optional)" hint="e.g. Nebbiolo" />
        <TextField state={state} field="quantity" label="Bottles" numeric required />
        <TextField state={state} field="value" label="Value per bottle, USD (optional)" numeric />
        <TextField state={state} field="drinkFrom" label="Drink from (optional)" hint="Your own window wins over our rules" numeric />
        <TextField state={state} field="drinkTo" label="Drink until (optional)" numeric />
      </div>
      <div className="flex flex-wrap gap-2.5">
        <button type="submit" className="btn-gold">
          {editing ? 'Save the changes' : 'Add to the collection'}
        </button>
        {editing ? (
          <button type="button" className="btn-ghost" onClick={state.cancelEdit}>
            Cancel the edit
          </button>
        ) : null}
      </div>
    </form>
  );
}
