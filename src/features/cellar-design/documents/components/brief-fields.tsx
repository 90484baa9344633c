import { NumberField } from '@/components/forms/number-field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { COOLING_SYSTEMS, OPTION_LABELS, RACKING_MATERIALS } from '@domain/estimator/options.ts';
import type { DocumentAnalyzerState } from '../use-document-analyzer.ts';

/** The cellar our estimate is worked out for: filled from the document, corrected by the visitor. */
export function BriefFields({ state }: { state: DocumentAnalyzerState }) {
  const { draft, errors, setField } = state;
  return (
    <fieldset className="grid gap-3">
      <legend className="field-label">The cellar we price</legend>
      <p className="-mt-1 text-sm text-mist-300">
        Filled from the document where it says; correct or complete it. A room size, or a bottle count alone, is enough to price it.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <NumberField id="brief-length" label="Length" unit="ft" value={draft.length} error={errors.length} onChange={(v) => setField('length', v)} />
        <NumberField id="brief-width" label="Width" unit="ft" value={draft.width} error={errors.width} onChange={(v) => setField('width', v)} />
        <NumberField id="brief-height" label="Ceiling" unit="ft" value={draft.height} error={errors.height} onChange={(v) => setField('height', v)} />
      </div>
      <NumberField id="brief-bottles" label="Bottles" integer value={draft.bottles} error={errors.bottles} onChange={(v) => setField('bottles', v)} />
      <div className="grid gap-3">
        <SelectField id="brief-cooling" label="Cooling" value={draft.cooling} options={COOLING_SYSTEMS} labels={OPTION_LABELS.coolingSystem} onChange={(v) => setField('cooling', v)} />
        <SelectField
          id="brief-racking"
          label="Racking material"
          value={draft.rackingMaterial}
          options={RACKING_MATERIALS}
          labels={OPTION_LABELS.rackingMaterial}
          onChange={(v) => setField('rackingMaterial', v)}
        />
      </div>
    </fieldset>
  );
}
