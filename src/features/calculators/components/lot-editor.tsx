import { Plus } from 'lucide-react';
import { OPTION_LABELS, WINE_CATEGORIES } from '@shared/estimator/options.ts';
import { LIMITS } from '@shared/estimator/limits.ts';
import { newLot, type LotDraft } from '../lib/valuation-spec.ts';
import { NumberField } from '@/components/forms/number-field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { ItemNameField, RemovableItem } from './removable-item.tsx';

interface LotEditorProps {
  lots: readonly LotDraft[];
  errors: Record<string, string>;
  onChange: (lots: LotDraft[]) => void;
}

/** The collection as lots of similar bottles: a case of Bordeaux, a few magnums of Champagne. */
export function LotEditor({ lots, errors, onChange }: LotEditorProps) {
  const update = (id: number, patch: Partial<LotDraft>) => onChange(lots.map((lot) => (lot.id === id ? { ...lot, ...patch } : lot)));
  return (
    <fieldset className="grid gap-4">
      <legend className="field-label">Your collection</legend>
      {errors.lots ? <p className="field-error mt-0">{errors.lots}</p> : null}
      <ol className="grid gap-4">
        {lots.map((lot, index) => {
          const name = lot.label.trim() || `Lot ${index + 1}`;
          return (
            <RemovableItem
              key={lot.id}
              name={name}
              canRemove={lots.length > LIMITS.lots.min}
              onRemove={() => onChange(lots.filter((kept) => kept.id !== lot.id))}
            >
              <ItemNameField
                id={`lot-${lot.id}-label`}
                value={lot.label}
                placeholder="e.g. Bordeaux 2015"
                onChange={(label) => update(lot.id, { label })}
                className="sm:col-span-2"
              />
              <NumberField
                id={`lot-${lot.id}-count`}
                label="Bottles"
                integer
                value={lot.count}
                onChange={(count) => update(lot.id, { count })}
                error={errors[`lots.${index}.count`]}
              />
              <NumberField
                id={`lot-${lot.id}-value`}
                label="Average value per bottle"
                unit="USD"
                value={lot.avgValue}
                onChange={(avgValue) => update(lot.id, { avgValue })}
                error={errors[`lots.${index}.avgValue`]}
              />
              <SelectField
                id={`lot-${lot.id}-category`}
                label="Category"
                value={lot.category}
                options={WINE_CATEGORIES}
                labels={OPTION_LABELS.wineCategory}
                onChange={(category) => update(lot.id, { category })}
                className="sm:col-span-2"
              />
            </RemovableItem>
          );
        })}
      </ol>
      <button type="button" className="btn-outline justify-self-start" onClick={() => onChange([...lots, newLot()])} disabled={lots.length >= LIMITS.lots.max}>
        <Plus className="size-4" aria-hidden="true" />
        Add a lot
      </button>
    </fieldset>
  );
}
