/**
 * The collection's form, pure: a bottle typed into the form checked into a
 * wine (each field's message where it is wrong), the storage and conditions
 * settings checked into the engines' inputs, and the collection in the
 * compact form a saved row and the browser's draft keep. The same checks
 * hold a CSV's rows (`@domain/collection/wine.ts`), so a bottle is valid
 * the same way whichever door it came in by.
 */
import { LIGHT_EXPOSURES, VIBRATION_LEVELS, type LightExposure, type VibrationLevel } from '@domain/estimator/options.ts';
import {
  COLLECTION_LIMITS,
  cleanText,
  quantityProblem,
  sizeProblem,
  valueProblem,
  vintageProblem,
  windowProblem,
  WINE_STYLES,
  type Wine,
  type WineStyle,
} from '@domain/collection/wine.ts';
import { parseDraftNumber } from '@/components/tool-shell/form-draft.ts';

export interface BottleDraft {
  name: string;
  producer: string;
  vintage: string;
  style: WineStyle;
  region: string;
  varietal: string;
  sizeMl: string;
  quantity: string;
  value: string;
  drinkFrom: string;
  drinkTo: string;
}

export const EMPTY_BOTTLE: BottleDraft = { name: '', producer: '', vintage: '', style: 'red', region: '', varietal: '', sizeMl: '750', quantity: '1', value: '', drinkFrom: '', drinkTo: '' };

export type BottleErrors = Partial<Record<keyof BottleDraft, string>>;

const capital = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

export function checkBottle(draft: BottleDraft, thisYear: number): { wine: Wine; errors: null } | { wine: null; errors: BottleErrors } {
  const errors: BottleErrors = {};
  const name = cleanText(draft.name, COLLECTION_LIMITS.nameLength);
  if (name === '') errors.name = 'Enter the wine’s name';
  const vintageText = draft.vintage.trim();
  let vintage: number | null = null;
  if (vintageText !== '' && !/^nv$/i.test(vintageText)) {
    vintage = parseDraftNumber(vintageText) ?? Number.NaN;
    const problem = vintageProblem(vintage, thisYear);
    if (problem) errors.vintage = `${capital(problem)}, or leave it empty for a non-vintage wine`;
  }
  const quantity = parseDraftNumber(draft.quantity) ?? Number.NaN;
  const quantityIssue = quantityProblem(quantity);
  if (quantityIssue) errors.quantity = capital(quantityIssue);
  const sizeMl = Number(draft.sizeMl);
  if (sizeProblem(sizeMl)) errors.sizeMl = 'Choose the bottle size';
  let valueUsd: number | null = null;
  if (draft.value.trim() !== '') {
    valueUsd = parseDraftNumber(draft.value.replace(/^\$/, '')) ?? Number.NaN;
    const issue = valueProblem(valueUsd);
    if (issue) errors.value = `${capital(issue)}, or leave it empty`;
  }
  const year = (text: string) => (text.trim() === '' ? null : parseDraftNumber(text) ?? Number.NaN);
  const drinkFrom = year(draft.drinkFrom);
  const drinkTo = year(draft.drinkTo);
  const windowIssue = windowProblem(drinkFrom, drinkTo);
  if (windowIssue) errors[drinkFrom !== null && windowProblem(drinkFrom, null) ? 'drinkFrom' : 'drinkTo'] = capital(windowIssue);
  if (Object.keys(errors).length > 0) return { wine: null, errors };
  return {
    wine: { name, producer: cleanText(draft.producer), vintage, style: draft.style, region: cleanText(draft.region), varietal: cleanText(draft.varietal), sizeMl, quantity, valueUsd, drinkFrom, drinkTo },
    errors: null,
  };
}

export interface SettingsDraft {
  perYear: string;
  growthYears: string;
  ceilingFt: string;
  avgTempF: string;
  swingF: string;
  humidity: string;
  light: LightExposure;
  vibration: VibrationLevel;
  riskYears: string;
}

/** A typical home before a cellar, as the valuation calculator assumes (its defaults), and five years of growth. */
export const DEFAULT_SETTINGS: SettingsDraft = { perYear: '24', growthYears: '5', ceilingFt: '8', avgTempF: '68', swingF: '4', humidity: '45', light: 'indirect', vibration: 'occasional', riskYears: '10' };

export interface Settings {
  perYear: number;
  growthYears: number;
  ceilingFt: number;
  avgTempF: number;
  swingF: number;
  humidity: number;
  light: LightExposure;
  vibration: VibrationLevel;
  riskYears: number;
}

const RANGES: Record<Exclude<keyof Settings, 'light' | 'vibration'>, { min: number; max: number; int?: boolean; message: string }> = {
  perYear: { min: 0, max: 5000, int: true, message: 'Bottles added a year: a whole number from 0 to 5,000' },
  growthYears: { min: 1, max: 30, int: true, message: 'Years to plan for: 1 to 30' },
  ceilingFt: { min: 4, max: 20, message: 'The ceiling is between 4 and 20 ft' },
  avgTempF: { min: -20, max: 120, message: 'Enter an average temperature between −20 and 120°F' },
  swingF: { min: 0, max: 60, message: 'The daily swing is between 0 and 60°F' },
  humidity: { min: 0, max: 100, message: 'Humidity is a percentage from 0 to 100' },
  riskYears: { min: 1, max: 30, int: true, message: 'Years to look ahead: 1 to 30' },
};

export function checkSettings(draft: SettingsDraft): { settings: Settings; errors: null } | { settings: null; errors: Partial<Record<keyof SettingsDraft, string>> } {
  const errors: Partial<Record<keyof SettingsDraft, string>> = {};
  const values: Partial<Settings> = { light: draft.light, vibration: draft.vibration };
  for (const [field, range] of Object.entries(RANGES) as [keyof typeof RANGES, (typeof RANGES)[keyof typeof RANGES]][]) {
    const value = parseDraftNumber(draft[field]);
    if (value === undefined || Number.isNaN(value) || value < range.min || value > range.max || (range.int && !Number.isInteger(value))) errors[field] = range.message;
    else values[field] = value;
  }
  if (!LIGHT_EXPOSURES.includes(draft.light)) errors.light = 'Choose the light';
  if (!VIBRATION_LEVELS.includes(draft.vibration)) errors.vibration = 'Choose the vibration';
  return Object.keys(errors).length > 0 ? { settings: null, errors } : { settings: values as Settings, errors: null };
}

/** What a saved row or the browser's draft holds: each wine as an array (names once, in the header), the settings as typed. */
export interface SavedCollection {
  reportId: string;
  v: 1;
  settings: SettingsDraft;
  /** [name, producer, vintage, style, region, varietal, sizeMl, quantity, valueUsd, drinkFrom, drinkTo] */
  wines: [string, string, number | null, WineStyle, string, string, number, number, number | null, number | null, number | null][];
}

/** Saved rows must stay under the 64 KB check on `inputs`: the JSON is held well under it. */
export const SAVED_MAX_CHARS = 60_000;

export function toSaved(wines: readonly Wine[], settings: SettingsDraft): Omit<SavedCollection, 'reportId'> {
  return {
    v: 1,
    settings,
    // CellarTracker's wine names usually start with the producer: it is not kept twice.
    wines: wines.map((w) => [w.name, w.name.startsWith(w.producer) ? '' : w.producer, w.vintage, w.style, w.region, w.varietal, w.sizeMl, w.quantity, w.valueUsd, w.drinkFrom, w.drinkTo]),
  };
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? cleanText(value, max) : null);
const yearOrNull = (value: unknown) => (value === null ? null : typeof value === 'number' ? value : Number.NaN);

/** A saved row or a kept draft back into wines and settings; null when it is not one, wines that fail the checks are left out. */
export function fromSaved(inputs: unknown, thisYear: number): { reportId: string; wines: Wine[]; settings: SettingsDraft } | null {
  const saved = inputs as Partial<SavedCollection> | null;
  if (!saved || saved.v !== 1 || !Array.isArray(saved.wines) || typeof saved.settings !== 'object' || saved.settings === null) return null;
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof SettingsDraft)[]) {
    const value = (saved.settings as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') (settings as Record<string, string>)[key] = value.slice(0, 20);
  }
  if (!LIGHT_EXPOSURES.includes(settings.light)) settings.light = DEFAULT_SETTINGS.light;
  if (!VIBRATION_LEVELS.includes(settings.vibration)) settings.vibration = DEFAULT_SETTINGS.vibration;
  const wines: Wine[] = [];
  for (const row of saved.wines.slice(0, COLLECTION_LIMITS.maxWines)) {
    if (!Array.isArray(row)) continue;
    const [name, producer, vintage, style, region, varietal, sizeMl, quantity, valueUsd, drinkFrom, drinkTo] = row as unknown[];
    const wine = {
      name: text(name, COLLECTION_LIMITS.nameLength) ?? '',
      producer: text(producer, COLLECTION_LIMITS.textLength) ?? '',
      vintage: yearOrNull(vintage),
      style: WINE_STYLES.includes(style as WineStyle) ? (style as WineStyle) : null,
      region: text(region, COLLECTION_LIMITS.textLength) ?? '',
      varietal: text(varietal, COLLECTION_LIMITS.textLength) ?? '',
      sizeMl: typeof sizeMl === 'number' ? sizeMl : Number.NaN,
      quantity: typeof quantity === 'number' ? quantity : Number.NaN,
      valueUsd: yearOrNull(valueUsd),
      drinkFrom: yearOrNull(drinkFrom),
      drinkTo: yearOrNull(drinkTo),
    };
    const bad =
      wine.name === '' ||
      wine.style === null ||
      (wine.vintage !== null && vintageProblem(wine.vintage, thisYear)) ||
      sizeProblem(wine.sizeMl) ||
      quantityProblem(wine.quantity) ||
      (wine.valueUsd !== null && valueProblem(wine.valueUsd)) ||
      windowProblem(wine.drinkFrom, wine.drinkTo);
    if (!bad) wines.push({ ...wine, style: wine.style as WineStyle });
  }
  return { reportId: typeof saved.reportId === 'string' ? saved.reportId : '', wines, settings };
}

/** A bottle back into the form, to edit it. */
export const toDraft = (wine: Wine): BottleDraft => ({
  name: wine.name,
  producer: wine.producer,
  vintage: wine.vintage === null ? '' : String(wine.vintage),
  style: wine.style,
  region: wine.region,
  varietal: wine.varietal,
  sizeMl: String(wine.sizeMl),
  quantity: String(wine.quantity),
  value: wine.valueUsd === null ? '' : String(wine.valueUsd),
  drinkFrom: wine.drinkFrom === null ? '' : String(wine.drinkFrom),
  drinkTo: wine.drinkTo === null ? '' : String(wine.drinkTo),
});
