/** What a run means for the wine, counted from every minute of it, in words a collector reads. */
import { simulatorConfig } from './config.ts';
import type { SimRun } from './simulate.ts';

export interface RiskSummary {
  maxF: number;
  minF: number;
  hoursAbove65: number;
  hoursAbove70: number;
  hoursOutsideGoodRange: number;
  largestDailySwingF: number;
  humidityLowPct: number;
  humidityHighPct: number;
  level: 'fine' | 'watch' | 'harm';
  findings: string[];
}

/** A warm spell of a few hours is a nuisance; longer, and the harm adds up (our line, stated in the docs). */
const HARM_HOURS_ABOVE_65 = 6;

const one = (value: number) => (Math.round(value * 10) / 10).toLocaleString('en-US');
const hoursText = (value: number) => `${one(value)} hour${one(value) === '1' ? '' : 's'}`;

export function assessRisk(run: SimRun): RiskSummary {
  const s = simulatorConfig;
  const { minutes } = run;
  const perHour = (minutes.length - 1) / (run.hours.length - 1 || 1);
  let maxF = Number.NEGATIVE_INFINITY;
  let minF = Number.POSITIVE_INFINITY;
  let above65 = 0;
  let above70 = 0;
  let outside = 0;
  let largestDailySwingF = 0;
  const day = 24 * perHour;
  for (let startIndex = 0; startIndex < minutes.length - 1; startIndex += day) {
    let dayMax = Number.NEGATIVE_INFINITY;
    let dayMin = Number.POSITIVE_INFINITY;
    for (let i = startIndex; i <= Math.min(startIndex + day, minutes.length - 1); i++) {
      const t = minutes[i] as number;
      dayMax = Math.max(dayMax, t);
      dayMin = Math.min(dayMin, t);
    }
    largestDailySwingF = Math.max(largestDailySwingF, dayMax - dayMin);
  }
  // Each minute after the first stands for the minute that ended on it.
  for (let i = 1; i < minutes.length; i++) {
    const t = minutes[i] as number;
    maxF = Math.max(maxF, t);
    minF = Math.min(minF, t);
    if (t > s.fasterAgingF.value) above65++;
    if (t > s.heatDamageF.value) above70++;
    if (t < s.goodRangeF.low || t > s.goodRangeF.high) outside++;
  }
  const humidity = run.hours.map((point) => point.humidityPct);
  const summary = {
    maxF,
    minF,
    hoursAbove65: above65 / perHour,
    hoursAbove70: above70 / perHour,
    hoursOutsideGoodRange: outside / perHour,
    largestDailySwingF,
    humidityLowPct: Math.min(...humidity),
    humidityHighPct: Math.max(...humidity),
  };
  const findings: string[] = [];
  if (summary.hoursAbove70 > 0) {
    findings.push(`Above ${s.heatDamageF.value}°F for ${hoursText(summary.hoursAbove70)}: heat that can push wine past the cork and cook its flavours.`);
  }
  if (summary.hoursAbove65 > 0) {
    findings.push(`Above ${s.fasterAgingF.value}°F for ${hoursText(summary.hoursAbove65)}: the wine ages noticeably faster while it is that warm.`);
  }
  if (summary.hoursOutsideGoodRange > 0) {
    findings.push(`Outside the ${s.goodRangeF.low}–${s.goodRangeF.high}°F range for ${hoursText(summary.hoursOutsideGoodRange)}.`);
  }
  if (largestDailySwingF > s.dailySwingF.value) {
    findings.push(`It moved ${one(largestDailySwingF)}°F within a day: each rise and fall makes the wine expand and contract and breathe past the cork.`);
  }
  if (summary.humidityLowPct < s.humidity.low) {
    findings.push(`Humidity fell to ${Math.round(summary.humidityLowPct)}% as the room warmed, below the ${s.humidity.low}% that keeps corks supple.`);
  }
  if (summary.humidityHighPct > s.humidity.high) {
    findings.push(`Humidity rose to ${Math.round(summary.humidityHighPct)}%, above the ${s.humidity.high}% where labels mould.`);
  }
  const concerns = findings.length;
  if (concerns === 0) {
    findings.push(`Held within ${s.goodRangeF.low}–${s.goodRangeF.high}°F with a daily swing of ${one(largestDailySwingF)}°F: the wine is safe.`);
  }
  const harm = summary.hoursAbove70 > 0 || summary.hoursAbove65 > HARM_HOURS_ABOVE_65;
  const watch = concerns > 0;
  const level = harm ? 'harm' : watch ? 'watch' : 'fine';
  return { ...summary, level, findings };
}
