/**
 * Switching units converts what the visitor typed, so a 10 × 8 ft room
 * stays the same room in metres. Empty boxes stay empty (they show the
 * default for the new system as a placeholder).
 */
import { areaFromSqft, areaToSqft, volumeFromCuft, volumeToCuft, deltaFromF, deltaToF, lengthFromFt, lengthToFt, tempFromF, tempToF, type UnitSystem } from '@domain/estimator/units.ts';
import { draftNumber, parseDraftNumber } from '@/components/tool-shell/form-draft.ts';

export type Quantity = 'length' | 'area' | 'volume' | 'temperature' | 'delta' | 'power';

const toImperial: Record<Quantity, (value: number, system: UnitSystem) => number> = {
  length: lengthToFt,
  area: areaToSqft,
  volume: volumeToCuft,
  temperature: tempToF,
  delta: deltaToF,
  power: (value, system) => (system === 'metric' ? value * 3.412 : value),
};
const fromImperial: Record<Quantity, (value: number, system: UnitSystem) => number> = {
  length: lengthFromFt,
  area: areaFromSqft,
  volume: volumeFromCuft,
  temperature: tempFromF,
  delta: deltaFromF,
  power: (value, system) => (system === 'metric' ? value / 3.412 : value),
};

/** Decimals a converted value keeps in each system. */
const DIGITS: Record<Quantity, Record<UnitSystem, number>> = {
  // Millimetres: two decimals of a metre would shift a 10 ft room's load enough to change the unit size.
  length: { imperial: 1, metric: 3 },
  area: { imperial: 0, metric: 1 },
  volume: { imperial: 0, metric: 1 },
  // Hundredths: 80°F is 26.67°C; at 26.7°C the load and the unit limits shift by a hair.
  temperature: { imperial: 0, metric: 2 },
  delta: { imperial: 0, metric: 1 },
  power: { imperial: 0, metric: 0 },
};

/** A value in imperial units (the estimator's defaults) as the form shows it in `system`. */
export function showIn(valueImperial: number, quantity: Quantity, system: UnitSystem, digits = DIGITS[quantity][system]): string {
  return draftNumber(fromImperial[quantity](valueImperial, system), digits);
}

/** A default as a placeholder: rounder than a converted value, since it is only a hint. */
export const placeholderIn = (valueImperial: number, quantity: Quantity, system: UnitSystem): string =>
  showIn(valueImperial, quantity, system, quantity === 'length' && system === 'metric' ? 2 : 1);

export function convertDraft(raw: string, quantity: Quantity, from: UnitSystem, to: UnitSystem): string {
  if (from === to) return raw;
  const value = parseDraftNumber(raw);
  if (value === undefined || Number.isNaN(value)) return raw;
  return showIn(toImperial[quantity](value, from), quantity, to);
}

/** Converts the named fields of a draft from one system to the other. */
export function convertFields<D extends object>(
  draft: D,
  fields: Partial<Record<keyof D & string, Quantity>>,
  from: UnitSystem,
  to: UnitSystem,
): D {
  const next: Record<string, unknown> = { ...(draft as Record<string, unknown>) };
  for (const [field, quantity] of Object.entries(fields) as [string, Quantity][]) {
    const value = next[field];
    if (typeof value === 'string') next[field] = convertDraft(value, quantity, from, to);
  }
  return next as D;
}
