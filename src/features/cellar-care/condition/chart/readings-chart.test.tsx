import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assessCondition } from '@domain/condition/assessment.ts';
import { readChecklist } from '@domain/condition/checklist.ts';
import { findExcursions } from '@domain/condition/excursions.ts';
import { CHART, chartModel, dayRows } from './readings-chart-model.ts';
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
});
