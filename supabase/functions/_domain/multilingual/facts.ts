/**
 * Every figure the translated cards state, read from where the English site
 * reads it (the business facts and the estimator's configuration), so a
 * translation can never drift from the English number.
 */
import { business } from '../business.ts';
import { estimatorConfig } from '../estimator/config.ts';
import { fToC } from '../estimator/units.ts';

const { conditions, cooling } = estimatorConfig;

export const FACTS = {
  tempF: conditions.cellarTempF.value,
  tempC: Math.round(fToC(conditions.cellarTempF.value)),
  humidityLow: conditions.humidity.low,
  humidityHigh: conditions.humidity.high,
  idealLow: conditions.idealHumidity.low,
  idealHigh: conditions.idealHumidity.high,
  /** Cellar units run about 16 hours in 24: the run-time factor is 24 / 16. */
  runHours: Math.round(24 / cooling.runTimeFactor.value),
  safetyPercent: Math.round((cooling.safetyFactor.value - 1) * 100),
  minCycleMinutes: cooling.minCycleMinutes.value,
  minWallR: cooling.minWallR.value,
  pricingFrom: business.pricing.professionalFromUsd,
  pricingTo: business.pricing.professionalToUsd,
  weeksMin: business.timeline.constructionWeeksMin,
  weeksMax: business.timeline.constructionWeeksMax,
  constructionYears: business.warranties.constructionYears,
  climateYears: business.warranties.climateSystemsYears,
  quoteValue: business.offer.quoteValueUsd,
  responseHours: business.offer.responseHours,
  spotsPerQuarter: business.offer.spotsPerQuarter,
  failPercent: business.failureRate.failPercent,
  succeedPercent: business.failureRate.succeedPercent,
  cellarsBuilt: business.stats.cellarsBuiltLabel,
  years: business.stats.yearsExperienceLabel,
  rating: business.stats.ratingLabel,
  reviewCount: business.stats.reviewCount,
  email: business.email,
  phone: business.phone,
} as const;

/** "$50,000": dollar amounts are written the US way in every language, as the business quotes in USD. */
export const usd = (value: number) => `US$${value.toLocaleString('en-US')}`;
