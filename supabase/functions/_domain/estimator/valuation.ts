/**
 * What a collection is worth and what its storage conditions put at risk.
 *
 * The risk score adds points for temperature, daily swings, humidity, light
 * and vibration (0–100). The loss rates behind "value at risk" are
 * assumptions, stated as such in every result: no study gives a loss
 * percentage per degree, so the figure is an illustration of scale, not a
 * prediction.
 */
import { estimatorConfig, type EstimatorConfig } from './config.ts';
import { formatNumber, formatPercent, formatTemperature, formatTemperatureDelta, formatUsd } from './format.ts';
import { OPTION_LABELS, WINE_CATEGORIES, type WineCategory } from './options.ts';
import type { ValuationValues } from './schemas.ts';
import { deltaToF, tempToF } from './units.ts';

export type RiskFactor = 'temperature' | 'swing' | 'humidity' | 'light' | 'vibration';
export type RiskLevel = 'low' | 'moderate' | 'high' | 'severe';

export interface RiskFactorScore {
  factor: RiskFactor;
  points: number;
  maxPoints: number;
  finding: string;
}

export interface LotValuation {
  label: string;
  count: number;
  avgValue: number;
  category: WineCategory;
  value: number;
  valueAtRisk: number;
}

export interface ValuationResult {
  inputs: ValuationValues;
  totalBottles: number;
  totalValue: number;
  byCategory: { category: WineCategory; bottles: number; value: number }[];
  lots: LotValuation[];
  risk: { score: number; level: RiskLevel; factors: RiskFactorScore[] };
  /** Assumed share of value lost per year at these conditions (before category sensitivity). */
  annualLossPct: number;
  years: number;
  valueAtRisk: number;
  recommendations: string[];
  assumptions: string[];
  summary: string;
}

/** The most each factor can add, from the config, so the score stays on 0–100 when points change. */
export function storageRiskMaxPoints(config: EstimatorConfig): Record<RiskFactor, number> {
  const rp = config.valuation.riskPoints;
  const most = (figures: { value: number }[]) => Math.max(...figures.map((f) => f.value));
  return {
    temperature: most([rp.temperature.warm, rp.temperature.hot, rp.temperature.veryHot, rp.temperature.cool, rp.temperature.cold]),
    swing: most([rp.swing.moderate, rp.swing.large, rp.swing.severe]),
    humidity: most([rp.humidity.slightlyOff, rp.humidity.farOff]),
    light: most(Object.values(rp.light)),
    vibration: most(Object.values(rp.vibration)),
  };
}

export function temperaturePoints(tempF: number, config: EstimatorConfig): number {
  const t = config.valuation.riskPoints.temperature;
  if (tempF > t.hotMaxF.value) return t.veryHot.value;
  if (tempF > t.warmMaxF.value) return t.hot.value;
  if (tempF > t.ideal.high) return t.warm.value;
  if (tempF >= t.ideal.low) return 0;
  if (tempF >= t.coldBelowF.value) return t.cool.value;
  return t.cold.value;
}

export function swingPoints(swingF: number, config: EstimatorConfig): number {
  const s = config.valuation.riskPoints.swing;
  if (swingF <= s.steadyMaxF.value) return 0;
  if (swingF <= s.moderateMaxF.value) return s.moderate.value;
  if (swingF <= s.largeMaxF.value) return s.large.value;
  return s.severe.value;
}

export function humidityPoints(rh: number, config: EstimatorConfig): number {
  const h = config.valuation.riskPoints.humidity;
  const ok = config.conditions.humidity;
  if (rh >= ok.low && rh <= ok.high) return 0;
  const margin = h.slightlyOffMarginPct.value;
  if (rh >= ok.low - margin && rh <= ok.high + margin) return h.slightlyOff.value;
  return h.farOff.value;
}

export function riskLevel(score: number, config: EstimatorConfig = estimatorConfig): RiskLevel {
  const levels = config.valuation.riskLevels;
  if (score >= levels.severeFrom.value) return 'severe';
  if (score >= levels.highFrom.value) return 'high';
  if (score >= levels.moderateFrom.value) return 'moderate';
  return 'low';
}

/** The assessment for validated inputs (`valuationInputSchema`); `checked.ts` parses raw input first. */
export function assessCollection(values: ValuationValues, config: EstimatorConfig = estimatorConfig): ValuationResult {
  const system = values.unitSystem;
  const dv = config.defaults.valuation;
  const tempF = values.avgTemp === undefined ? dv.avgTempF.value : tempToF(values.avgTemp, system);
  const swingF = values.dailySwing === undefined ? dv.dailySwingF.value : deltaToF(values.dailySwing, system);
  const ideal = config.conditions.cellarTempF.value;
  const rp = config.valuation.riskPoints;
  const MAX_POINTS = storageRiskMaxPoints(config);

  const factors: RiskFactorScore[] = [
    {
      factor: 'temperature',
      points: temperaturePoints(tempF, config),
      maxPoints: MAX_POINTS.temperature,
      finding: `Average ${formatTemperature(tempF, system)} against the ${formatTemperature(ideal, system)} reference.`,
    },
    {
      factor: 'swing',
      points: swingPoints(swingF, config),
      maxPoints: MAX_POINTS.swing,
      finding: `Daily swing of ${formatTemperatureDelta(swingF, system)}.`,
    },
    {
      factor: 'humidity',
      points: humidityPoints(values.humidityPct, config),
      maxPoints: MAX_POINTS.humidity,
      finding: `${formatPercent(values.humidityPct)} relative humidity against ${config.conditions.humidity.low}–${config.conditions.humidity.high}%.`,
    },
    {
      factor: 'light',
      points: rp.light[values.light].value,
      maxPoints: MAX_POINTS.light,
      finding: `Light: ${OPTION_LABELS.light[values.light].toLowerCase()}.`,
    },
    {
      factor: 'vibration',
      points: rp.vibration[values.vibration].value,
      maxPoints: MAX_POINTS.vibration,
      finding: `Vibration: ${OPTION_LABELS.vibration[values.vibration].toLowerCase()}.`,
    },
  ];
  const maxTotal = Object.values(MAX_POINTS).reduce((sum, p) => sum + p, 0);
  const score = Math.round((factors.reduce((sum, f) => sum + f.points, 0) / maxTotal) * 100);
  const annualLossPct = (config.valuation.maxAnnualLossPct.value * score) / 100;

  const lots: LotValuation[] = values.lots.map((lot, index) => {
    const value = lot.count * lot.avgValue;
    const yearly = Math.min(1, (annualLossPct / 100) * config.valuation.categorySensitivity[lot.category].value);
    return {
      label: lot.label || `Lot ${index + 1}`,
      count: lot.count,
      avgValue: lot.avgValue,
      category: lot.category,
      value,
      valueAtRisk: value * (1 - (1 - yearly) ** values.years),
    };
  });
  const totalValue = lots.reduce((sum, lot) => sum + lot.value, 0);
  const totalBottles = lots.reduce((sum, lot) => sum + lot.count, 0);
  const valueAtRisk = lots.reduce((sum, lot) => sum + lot.valueAtRisk, 0);
  const byCategory = WINE_CATEGORIES.map((category) => {
    const inCategory = lots.filter((lot) => lot.category === category);
    return {
      category,
      bottles: inCategory.reduce((sum, lot) => sum + lot.count, 0),
      value: inCategory.reduce((sum, lot) => sum + lot.value, 0),
    };
  }).filter((entry) => entry.bottles > 0);

  const recommendations: string[] = [];
  const byFactor = Object.fromEntries(factors.map((f) => [f.factor, f.points])) as Record<RiskFactor, number>;
  if (byFactor.temperature > 0) {
    recommendations.push(
      tempF > ideal
        ? `Bring the average down towards ${formatTemperature(ideal, system)}: size a cooling unit with the climate calculator.`
        : `The space runs cold: wine will barely develop. Aim for ${formatTemperature(ideal, system)}.`,
    );
  }
  if (byFactor.swing > 0) {
    recommendations.push(
      `Steady the temperature: insulate to R-19 walls and an R-30 ceiling, seal the door, and keep swings within ${formatTemperatureDelta(rp.swing.steadyMaxF.value, system)} a day.`,
    );
  }
  if (byFactor.humidity > 0) {
    recommendations.push(
      values.humidityPct < config.conditions.humidity.low
        ? `Raise humidity to ${config.conditions.idealHumidity.low}–${config.conditions.idealHumidity.high}% so corks do not dry out.`
        : `Lower humidity to ${config.conditions.idealHumidity.low}–${config.conditions.idealHumidity.high}% to stop mould and label damage; check the vapor barrier.`,
    );
  }
  if (byFactor.light > 0) recommendations.push('Keep the wine dark: LED lighting on a timer, no daylight on the bottles.');
  if (byFactor.vibration > 0) recommendations.push('Move the wine away from appliances, machinery and busy floors.');
  if (recommendations.length === 0) recommendations.push('These conditions are close to ideal; a monitor with alerts keeps them that way.');

  const assumptions = [
    `Loss rate: up to ${formatPercent(config.valuation.maxAnnualLossPct.value)} of value a year at the worst conditions, scaled by the risk score (${formatPercent(annualLossPct, 1)} a year here). This is an illustrative assumption, not a measured figure.`,
    `Category sensitivity (assumption): ${WINE_CATEGORIES.map((c) => `${c} ×${formatNumber(config.valuation.categorySensitivity[c].value, 2)}`).join(', ')}.`,
    'Values are held at today’s prices; appreciation is left out so the risk is not overstated.',
  ];
  if (values.avgTemp === undefined) assumptions.push(`No temperature given: ${formatTemperature(tempF, system)}, a typical air-conditioned home.`);

  const summary =
    `${formatNumber(totalBottles)} bottles worth ${formatUsd(totalValue)}; storage risk ${score}/100 (${riskLevel(score, config)}), ` +
    `putting about ${formatUsd(valueAtRisk)} at risk over ${values.years} years on our stated assumptions.`;

  return {
    inputs: values,
    totalBottles,
    totalValue,
    byCategory,
    lots,
    risk: { score, level: riskLevel(score, config), factors },
    annualLossPct,
    years: values.years,
    valueAtRisk,
    recommendations,
    assumptions,
    summary,
  };
}
