import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assessCondition } from '@domain/condition/assessment.ts';
import { readChecklist } from '@domain/condition/checklist.ts';
import { findExcursions } from '@domain/condition/excursions.ts';
import { findHumiditySpells } from '@domain/condition/humidity-spells.ts';
import { CHART, RH_CHART, chartModel, dayRows, humidityChartModel } from './readings-chart-model.ts';
import { ReadingsChart } from './readings-chart.tsx';

const HOUR = 3_600_000;
const start = Date.UTC(2026, 6, 1);
const SPELL = [60, 61, 62, 63, 64, 64, 63, 62, 61, 60, 60, 60];
const week = Array.from({ length: 7 * 24 }, (_, i) => {
  const spell = i - (2 * 24 + 8);
  return { at: start + i * HOUR, tempF: spell >= 0 && spell < SPELL.length ? SPELL[spell]! : 55, rh: 63 };
});
const band = { low: 50, high: 59 };
const plotWidth = CHART.width - CHART.left - CHART.right;

describe('the readings chart', () => {
  it('marks the warm spell where and as wide as it happened, with the alert limit shown', () => {
    const model = chartModel(week, band, findExcursions(week, band), 'imperial')!;
    expect(model.spells).toHaveLength(1);
    // 12 of the 167 hours the log spans, starting 56 hours in.
    expect(model.spells[0]!.width).toBeCloseTo((12 / 167) * plotWidth, 0);
    expect(model.spells[0]!.x).toBeCloseTo(CHART.left + (56 / 167) * plotWidth, 0);
    expect(model.alert?.label).toBe('alert 62°F');
    expect(model.path.match(/M/g)).toHaveLength(1);
    // The scale reaches past the peak and below the band.
    expect(Math.max(...model.yTicks.map((t) => parseInt(t.label, 10)))).toBeGreaterThanOrEqual(64);
    expect(Math.min(...model.yTicks.map((t) => parseInt(t.label, 10)))).toBeLessThanOrEqual(50);
  });

  it('breaks the line at a gap in the log, and labels the scale in °C for metric', () => {
    const gapped = week.filter((r) => r.at < start + 24 * HOUR || r.at >= start + 72 * HOUR);
    const model = chartModel(gapped, band, [], 'metric')!;
    expect(model.path.match(/M/g)).toHaveLength(2);
    expect(model.yTicks.every((t) => t.label.endsWith('°C'))).toBe(true);
    expect(model.alert).toBeNull();
  });

  it('keeps a short spell visible when a long log is thinned to the pixel columns', () => {
    const minutes = Array.from({ length: 30 * 24 * 12 }, (_, i) => ({ at: start + i * 300_000, tempF: i === 5000 ? 66 : 55, rh: null }));
    const model = chartModel(minutes, band, [], 'imperial')!;
    const ys = [...model.path.matchAll(/[ML][\d.]+,([\d.]+)/g)].map((m) => Number(m[1]));
    expect(ys.length).toBeLessThanOrEqual(plotWidth * 2 + 2);
    // The one 66°F reading in 8,640 is still drawn, above the 62°F alert line.
    expect(Math.min(...ys)).toBeLessThan(model.alert!.y);
  });

  it('gives a day-by-day table with the hours above the band', () => {
    const rows = dayRows(week, band);
    expect(rows).toHaveLength(7);
    expect(rows[2]).toMatchObject({ day: '2026-07-03', readings: 24, lowF: 55, highF: 64, hoursAbove: 12, rh: { low: 63, high: 63 } });
    expect(rows[0]!.hoursAbove).toBe(0);
  });

  it('renders an image with a title and the text summary, a caption and the table fallback', () => {
    const assessment = assessCondition({ readings: week, checklist: readChecklist({ doorSeal: 'good' }), cooling: 'ducted-split', room: { lengthFt: 10, widthFt: 8, heightFt: 8 }, system: 'imperial' })!;
    render(<ReadingsChart readings={week} assessment={assessment} system="imperial" />);
    const image = screen.getByRole('img', { name: /Temperature readings over time/ });
    expect(image).toHaveAttribute('width', String(CHART.width));
    expect(image).toHaveAttribute('height', String(CHART.height));
    expect(screen.getByTestId('readings-summary')).toHaveTextContent('One warm spell: 12 h above 59°F on 2026-07-03 from 08:00, peaking at 64°F (significant: past the 62°F alert limit)');
    const table = screen.getByRole('table', { name: 'Readings by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });

  describe('with humidity in the log', () => {
    // 14 days hourly at 55°F and 62% RH, except 48 hours at 44–47% from day 4 and 5 hours at 72–74% on day 11.
    const fortnight = Array.from({ length: 14 * 24 }, (_, i) => ({
      at: start + i * HOUR,
      tempF: 55,
      rh: i >= 72 && i < 120 ? 44 + (i % 4) : i >= 240 && i < 245 ? 72 + (i % 3) : 62,
    }));
    const rhBand = { low: 50, high: 70 };

    it('charts it on its own axis in %, with the 50–70% band and each dry or damp spell where it happened', () => {
      const model = humidityChartModel(fortnight, rhBand, findHumiditySpells(fortnight, rhBand))!;
      const labels = model.yTicks.map((t) => t.label);
      expect(labels.every((l) => l.endsWith('%'))).toBe(true);
      expect(parseInt(labels[0]!, 10)).toBeLessThanOrEqual(40);
      expect(parseInt(labels.at(-1)!, 10)).toBeGreaterThanOrEqual(80);
      const span = 14 * 24 - 1;
      expect(model.spells.map((s) => s.spell.direction)).toEqual(['dry', 'damp']);
      expect(model.spells[0]!.x).toBeCloseTo(RH_CHART.left + (72 / span) * plotWidth, 0);
      expect(model.spells[0]!.width).toBeCloseTo((48 / span) * plotWidth, 0);
      // The band sits between the ticks for 50% and 70%.
      const tick = (label: string) => model.yTicks.find((t) => t.label === label)!.y;
      expect(model.band.y).toBeCloseTo(tick('70%'), 0);
      expect(model.band.y + model.band.height).toBeCloseTo(tick('50%'), 0);
    });

    it('has no humidity chart when the log has no humidity', () => {
      expect(humidityChartModel(fortnight.map((r) => ({ ...r, rh: null })), rhBand, [])).toBeNull();
    });

    it('counts each day’s hours outside the humidity band in the table', () => {
      const rows = dayRows(fortnight, band, rhBand);
      expect(rows[3]).toMatchObject({ rh: { low: 44, high: 47 }, rhHoursOutside: 24 });
      expect(rows[10]).toMatchObject({ rh: { low: 62, high: 74 }, rhHoursOutside: 5 });
      expect(rows[0]!.rhHoursOutside).toBe(0);
    });

    it('renders a second fixed-size image for humidity, names the dry and damp spells in the summary, and adds the hours outside the band to the table', () => {
      const assessment = assessCondition({ readings: fortnight, checklist: readChecklist({ doorSeal: 'good' }), cooling: 'ducted-split', room: { lengthFt: 10, widthFt: 8, heightFt: 8 }, system: 'imperial' })!;
      render(<ReadingsChart readings={fortnight} assessment={assessment} system="imperial" />);
      const image = screen.getByRole('img', { name: /Relative humidity over time/ });
      expect(image).toHaveAttribute('width', String(RH_CHART.width));
      expect(image).toHaveAttribute('height', String(RH_CHART.height));
      const summary = screen.getByTestId('readings-summary');
      expect(summary).toHaveTextContent('Humidity 44% to 74% against the 50–70% band. One dry spell: 48 h below 50% on 2026-07-04 from 00:00, down to 44% (significant: below 50% for 24 hours or more). One damp spell: 5 h above 70% on 2026-07-11 from 00:00, up to 74% (minor');
      const table = screen.getByRole('table', { name: 'Readings by day' });
      expect(within(table).getByRole('columnheader', { name: 'Hours outside 50–70% RH' })).toBeInTheDocument();
      expect(within(table).getAllByRole('row')[4]).toHaveTextContent(/44–47%\s*24$/);
    });

    it('says so when the humidity stayed in the band', () => {
      const steady = fortnight.map((r) => ({ ...r, rh: 62 }));
      const assessment = assessCondition({ readings: steady, checklist: readChecklist({ doorSeal: 'good' }), cooling: 'ducted-split', room: { lengthFt: 10, widthFt: 8, heightFt: 8 }, system: 'imperial' })!;
      render(<ReadingsChart readings={steady} assessment={assessment} system="imperial" />);
      expect(screen.getByTestId('readings-summary')).toHaveTextContent('Humidity 62% to 62% against the 50–70% band. No dry or damp spell outside it.');
    });
  });
});
