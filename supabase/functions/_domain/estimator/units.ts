/**
 * Unit conversions. Inputs carry their unit system; every formula runs in US
 * customary units (ft, ft², °F, BTU/h) because the industry rules of thumb
 * and the manufacturers' sizing data are all published that way. Results
 * report both.
 *
 * R-values stay in US units (ft²·°F·h/BTU) in both systems: insulation sold
 * in the US is labelled that way. `rsiToR`/`rToRsi` convert for readers who
 * work with RSI (m²·K/W).
 */
export const UNIT_SYSTEMS = ['imperial', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** Exact by definition (international foot, 1959). */
export const METRES_PER_FOOT = 0.3048;
export const SQ_METRES_PER_SQ_FOOT = METRES_PER_FOOT * METRES_PER_FOOT;
export const CUBIC_METRES_PER_CUBIC_FOOT = SQ_METRES_PER_SQ_FOOT * METRES_PER_FOOT;
/** 1 W = 3.412 BTU/h (the rounding the cooling-load rules use). */
export const BTUH_PER_WATT = 3.412;
/** 1 m²·K/W = 5.678 ft²·°F·h/BTU. */
export const R_PER_RSI = 5.678;
export const KG_PER_POUND = 0.45359237;

export const ftToM = (ft: number): number => ft * METRES_PER_FOOT;
export const mToFt = (m: number): number => m / METRES_PER_FOOT;
export const sqftToSqm = (sqft: number): number => sqft * SQ_METRES_PER_SQ_FOOT;
export const sqmToSqft = (sqm: number): number => sqm / SQ_METRES_PER_SQ_FOOT;
export const cuftToCum = (cuft: number): number => cuft * CUBIC_METRES_PER_CUBIC_FOOT;
export const cumToCuft = (cum: number): number => cum / CUBIC_METRES_PER_CUBIC_FOOT;

/** Absolute temperatures. */
export const fToC = (f: number): number => ((f - 32) * 5) / 9;
export const cToF = (c: number): number => (c * 9) / 5 + 32;
/** Temperature differences (a 10 °C swing is an 18 °F swing, not 50 °F). */
export const deltaFToC = (df: number): number => (df * 5) / 9;
export const deltaCToF = (dc: number): number => (dc * 9) / 5;

export const btuhToW = (btuh: number): number => btuh / BTUH_PER_WATT;
export const wToBtuh = (w: number): number => w * BTUH_PER_WATT;
export const rsiToR = (rsi: number): number => rsi * R_PER_RSI;
export const rToRsi = (r: number): number => r / R_PER_RSI;
export const lbToKg = (lb: number): number => lb * KG_PER_POUND;

/** A value given in `system`: converted when metric, as it is when imperial. */
const metricOnly =
  (convert: (value: number) => number) =>
  (value: number, system: UnitSystem): number =>
    system === 'metric' ? convert(value) : value;

/** Lengths given in `system` (ft or m), in feet. */
export const lengthToFt = metricOnly(mToFt);
/** Areas given in `system` (ft² or m²), in ft². */
export const areaToSqft = metricOnly(sqmToSqft);
/** Volumes given in `system` (ft³ or m³), in ft³. */
export const volumeToCuft = metricOnly(cumToCuft);
/** Temperatures given in `system` (°F or °C), in °F. */
export const tempToF = metricOnly(cToF);
/** Temperature differences given in `system`, in °F. */
export const deltaToF = metricOnly(deltaCToF);
/** Cooling capacities given in `system` (BTU/h or W), in BTU/h. */
export const powerToBtuh = metricOnly(wToBtuh);

/** The inverse direction, for filling forms in the visitor's own units. */
export const lengthFromFt = metricOnly(ftToM);
export const areaFromSqft = metricOnly(sqftToSqm);
export const volumeFromCuft = metricOnly(cuftToCum);
export const tempFromF = metricOnly(fToC);
export const deltaFromF = metricOnly(deltaFToC);

export const UNIT_LABELS = {
  imperial: { length: 'ft', area: 'ft²', volume: 'ft³', temperature: '°F', power: 'BTU/h', weight: 'lb' },
  metric: { length: 'm', area: 'm²', volume: 'm³', temperature: '°C', power: 'W', weight: 'kg' },
} as const satisfies Record<UnitSystem, Record<string, string>>;

/**
 * Rounds half away from zero, so a negative figure rounds like its positive
 * twin; the one-ulp nudge makes 1.005 round to 1.01 as a person expects,
 * although 1.005 × 100 is 100.49999… in binary.
 */
export function roundTo(value: number, digits = 0): number {
  const factor = 10 ** digits;
  const rounded = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
  // `+ 0` turns -0 into 0 so results compare and print cleanly.
  return (value < 0 ? -rounded : rounded) + 0;
}
