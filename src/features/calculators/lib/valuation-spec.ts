/**
 * The asset-valuation form: the collection as lots of similar bottles, and
 * the storage conditions that decide what is at risk.
 */
import { CALCULATOR_DEFAULTS } from '@domain/estimator/config-defaults.ts';
import { type LightExposure, type VibrationLevel, type WineCategory } from '@domain/estimator/options.ts';
import { VALUATION_DEFAULTS } from '@domain/estimator/defaults.ts';
import type { ValuationValues } from '@domain/estimator/schemas.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import { draftNumber } from '@/components/tool-shell/form-draft.ts';
import type { CalculatorSpec } from '@/components/tool-shell/use-tool-state.ts';
import { convertFields, placeholderIn } from './unit-convert.ts';

export interface LotDraft {
  id: number;
  label: string;
  count: string;
  avgValue: string;
  category: WineCategory;
}

export interface ValuationDraft {
  unitSystem: UnitSystem;
  lots: LotDraft[];
  avgTemp: string;
  dailySwing: string;
  humidityPct: string;
  light: LightExposure;
  vibration: VibrationLevel;
  years: string;
}

let nextLotId = 1;
export const newLot = (count = '12', avgValue = '50', category: WineCategory = 'red', label = ''): LotDraft => ({
  id: nextLotId++,
  label,
  count,
  avgValue,
  category,
});

export function valuationDraftFromValues(values: ValuationValues): ValuationDraft {
  return {
    unitSystem: values.unitSystem,
    lots: values.lots.map((lot) => newLot(String(lot.count), draftNumber(lot.avgValue), lot.category, lot.label ?? '')),
    avgTemp: draftNumber(values.avgTemp, 2),
    dailySwing: draftNumber(values.dailySwing, 2),
    humidityPct: draftNumber(values.humidityPct),
    light: values.light,
    vibration: values.vibration,
    years: String(values.years),
  };
}

export const VALUATION_INITIAL = valuationDraftFromValues(VALUATION_DEFAULTS);

export const valuationSpec: CalculatorSpec<ValuationDraft, ValuationValues> = {
  initial: VALUATION_INITIAL,
  initialValues: VALUATION_DEFAULTS,
  load: () => import('./valuation-codec.ts').then((module) => module.valuationCodec),
};

export function switchValuationUnits(draft: ValuationDraft, to: UnitSystem): ValuationDraft {
  return { ...convertFields(draft, { avgTemp: 'temperature', dailySwing: 'delta' }, draft.unitSystem, to), unitSystem: to };
}

export const valuationPlaceholders = (system: UnitSystem) => ({
  avgTemp: placeholderIn(CALCULATOR_DEFAULTS.valuation.avgTempF.value, 'temperature', system),
  dailySwing: placeholderIn(CALCULATOR_DEFAULTS.valuation.dailySwingF.value, 'delta', system),
});

/** The ROI calculator, opened on this collection against keeping it as it is stored now. */
