import { OPTION_LABELS, WINE_CATEGORIES } from '@domain/estimator/options.ts';
import { LIMITS } from '@domain/estimator/limits.ts';
import { newLot, type LotDraft } from '../lib/valuation-spec.ts';
import { NumberField } from '@/components/forms/number-field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { EditableList, ItemNameField } from './editable-list.tsx';

interface LotEditorProps {
  lots: readonly LotDraft[];
  errors: Record<string, string>;
  onChange: (lots: LotDraft[]) => void;
}

/** The collection as lots of similar bottles: a case of Bordeaux, a few magnums of Champagne. */
export function LotEditor({ lots, errors, onChange }: LotEditorProps) {
  return (
    <EditableList
      legend="Your collection"
      items={lots}
      error={errors.lots}
      limits={LIMITS.lots}
      nameOf={(lot, index) => lot.label.trim() || `Lot ${index + 1}`}
      onChange={onChange}
      addLabel="Add a lot"
      onAdd={() => onChange([...lots, newLot()])}
    >
      {(lot, index, update) => (
        <>
          <ItemNameField
            id={`lot-${lot.id}-label`}
            value={lot.label}
            placeholder="e.g. Bordeaux 2015"
            onChange={(label) => update({ label })}
            className="sm:col-span-2"
          />
          <NumberField
            id={`lot-${lot.id}-count`}
            label="Bottles"
            integer
            value={lot.count}
            onChange={(count) => update({ count })}
            error={errors[`lots.${index}.count`]}
          />
          <NumberField
            id={`lot-${lot.id}-value`}
            label="Average value per bottle"
            unit="USD"
            value={lot.avgValue}
            onChange={(avgValue) => update({ avgValue })}
            error={errors[`lots.${index}.avgValue`]}
          />
          <SelectField
            id={`lot-${lot.id}-category`}
            label="Category"
            value={lot.category}
            options={WINE_CATEGORIES}
            labels={OPTION_LABELS.wineCategory}
            onChange={(category) => update({ category })}
            className="sm:col-span-2"
          />
        </>
      )}
    </EditableList>
  );
}
