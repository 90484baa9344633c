import { memo } from 'react';
import { LIGHT_EXPOSURES, OPTION_LABELS, VIBRATION_LEVELS } from '@domain/estimator/options.ts';
import { LIMITS } from '@domain/estimator/limits.ts';
import type { ValuationValues } from '@domain/estimator/schemas.ts';
import { LotEditor } from '../components/lot-editor.tsx';
import { NumberField } from '@/components/forms/number-field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { UnitToggle } from '@/components/forms/unit-toggle.tsx';
import { useDraftFields } from '@/components/tool-shell/use-tool-state.ts';
import { calculatorPage, type CalculatorFormProps } from '../components/calculator-shell.tsx';
import { switchValuationUnits, valuationPlaceholders, valuationSpec, type ValuationDraft } from '../lib/valuation-spec.ts';

const ValuationForm = memo(function ValuationForm({ draft, errors, change }: CalculatorFormProps<ValuationDraft, ValuationValues>) {
  const { field, set } = useDraftFields(draft, errors, change);
  const system = draft.unitSystem;
  const t = system === 'metric' ? '°C' : '°F';
  const place = valuationPlaceholders(system);
  return (
    <>
      <UnitToggle value={system} onChange={(to) => change((current) => switchValuationUnits(current, to))} />
      <LotEditor lots={draft.lots} errors={errors} onChange={set('lots')} />
      <fieldset className="grid gap-5">
        <legend className="field-label">Where it is stored now</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField id="valuation-temp" label="Average temperature" unit={t} placeholder={place.avgTemp} hint="Blank: a typical air-conditioned home." {...field('avgTemp')} />
          <NumberField id="valuation-swing" label="Daily swing" unit={t} placeholder={place.dailySwing} hint="Difference between the day’s warmest and coolest." {...field('dailySwing')} />
          <NumberField id="valuation-humidity" label="Relative humidity" unit="%" hint="50–70% is the safe band." {...field('humidityPct')} />
          <NumberField id="valuation-years" label="Years to look ahead" integer hint={`${LIMITS.years.min}–${LIMITS.years.max} years.`} {...field('years')} />
        </div>
        <SelectField id="valuation-light" label="Light" value={draft.light} options={LIGHT_EXPOSURES} labels={OPTION_LABELS.light} onChange={set('light')} />
        <SelectField id="valuation-vibration" label="Vibration" value={draft.vibration} options={VIBRATION_LEVELS} labels={OPTION_LABELS.vibration} onChange={set('vibration')} />
      </fieldset>
    </>
  );
});

export default calculatorPage('asset-valuation', {
  spec: valuationSpec,
  peek: 'Collection value',
  Form: ValuationForm,
  figures: () => import('../figures/valuation-figures.tsx'),
});
