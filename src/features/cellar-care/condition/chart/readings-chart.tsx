import { useId, type ReactNode } from 'react';
import { humiditySpellText, spellText, type Assessment } from '@domain/condition/assessment.ts';
import { formatNumber, formatTemperature } from '@domain/estimator/format.ts';
import type { Reading } from '@domain/readings/reading.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import { CHART, RH_CHART, chartModel, dayRows, humidityChartModel, type HumidityChartModel } from './readings-chart-model.ts';

const GRADE_WORDS = { minor: 'minor', significant: 'significant', severe: 'severe' } as const;

/** The chart's text summary: what a reader of the chart would see, in one paragraph. */
export function chartSummary(assessment: Assessment, system: UnitSystem): string {
  const { stats, bands, excursions } = assessment;
  const t = (f: number) => formatTemperature(f, system);
  const from = new Date(stats.from).toISOString().slice(0, 10);
  const to = new Date(stats.to).toISOString().slice(0, 10);
  const head = `${formatNumber(stats.count)} ${stats.count === 1 ? 'reading' : 'readings'} ${from === to ? `on ${from}` : `from ${from} to ${to}`}; temperature ${t(stats.temperature.minF)} to ${t(stats.temperature.maxF)} against the ${t(bands.temperature.low)}–${t(bands.temperature.high)} band.`;
  const warm =
    excursions.length === 0
      ? `No warm spell above ${t(bands.temperature.high)}.`
      : `${excursions.length === 1 ? 'One warm spell' : `${excursions.length} warm spells`}: ${excursions.map((e) => `${spellText(e, bands.temperature.high, system)} (${GRADE_WORDS[e.grade]}: ${e.reason})`).join('; ')}.`;
  return [head, warm, humiditySummary(assessment)].filter(Boolean).join(' ');
}

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five'] as const;

/** The humidity's sentences: its range against the band, then the dry spells and the damp ones, graded. Empty without humidity readings. */
function humiditySummary({ stats, bands, humiditySpells }: Assessment): string {
  if (!stats.humidity) return '';
  const band = bands.humidity;
  const head = `Humidity ${formatNumber(stats.humidity.min)}% to ${formatNumber(stats.humidity.max)}% against the ${band.low}–${band.high}% band.`;
  if (humiditySpells.length === 0) return `${head} No dry or damp spell outside it.`;
  const sentences = (['dry', 'damp'] as const).flatMap((direction) => {
    const spells = humiditySpells.filter((s) => s.direction === direction);
    if (spells.length === 0) return [];
    const count = COUNT_WORDS[spells.length] ?? formatNumber(spells.length);
    return [`${count} ${direction} ${spells.length === 1 ? 'spell' : 'spells'}: ${spells.map((s) => `${humiditySpellText(s, band)} (${GRADE_WORDS[s.grade]}: ${s.reason})`).join('; ')}.`];
  });
  return [head, ...sentences].join(' ');
}

/** The temperature readings over time: the band, the alert limit and each warm spell marked; a text summary and a by-day table carry the same facts for screen readers and print. */
export function ReadingsChart({ readings, assessment, system }: { readings: readonly Reading[]; assessment: Assessment; system: UnitSystem }) {
  const id = useId();
  const model = chartModel(readings, assessment.bands.temperature, assessment.excursions, system);
  if (!model) return null;
  const summary = chartSummary(assessment, system);
  const rows = dayRows(readings, assessment.bands.temperature, assessment.bands.humidity);
  const rhModel = humidityChartModel(readings, assessment.bands.humidity, assessment.humiditySpells);
  const rhBand = `${assessment.bands.humidity.low}–${assessment.bands.humidity.high}%`;
  const t = (f: number) => formatTemperature(f, system);
  return (
    <figure className="mt-4" aria-labelledby={`${id}-caption`} data-testid="readings-chart">
      <div className="overflow-hidden rounded-lg border border-cream-300 bg-cream-50">
        <ChartPlot
          frame={CHART}
          model={model}
          titleId={`${id}-title`}
          title="Temperature readings over time"
          descId={`${id}-desc`}
          desc={summary}
          columns={model.spells.map(({ x, width, excursion }) => ({ key: excursion.from, x, width, className: 'fill-wine-600/20', spell: excursion.grade }))}
        >
          {model.alert ? (
            <g>
              <line x1={CHART.left} x2={CHART.width - CHART.right} y1={model.alert.y} y2={model.alert.y} className="stroke-wine-700" strokeWidth={1} strokeDasharray="4 3" />
              <text x={CHART.width - CHART.right - 4} y={model.alert.y - 4} textAnchor="end" className="fill-wine-800 text-[11px]">
                {model.alert.label}
              </text>
            </g>
          ) : null}
        </ChartPlot>
      </div>
      {rhModel ? <HumidityChart model={rhModel} id={id} summary={summary} /> : null}
      <figcaption id={`${id}-caption`} className="mt-2 text-sm text-ink-800" data-testid="readings-summary">
        {summary} The shaded band is {t(assessment.bands.temperature.low)}–{t(assessment.bands.temperature.high)}; tinted columns are warm spells.
        {rhModel ? ` On the humidity chart the shaded band is ${rhBand}; tinted columns are dry or damp spells.` : ''}
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-ink-900">The readings as a table, day by day</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="readings-table">
            <caption className="sr-only">Readings by day</caption>
            <thead>
              <tr className="border-b border-cream-300 text-ink-900">
                <th scope="col" className="py-1 pr-3">Day</th>
                <th scope="col" className="py-1 pr-3 text-right">Readings</th>
                <th scope="col" className="py-1 pr-3 text-right">Lowest</th>
                <th scope="col" className="py-1 pr-3 text-right">Highest</th>
                <th scope="col" className="py-1 pr-3 text-right">Average</th>
                <th scope="col" className="py-1 pr-3 text-right">{`Hours above ${t(assessment.bands.temperature.high)}`}</th>
                <th scope="col" className={`py-1 text-right ${rhModel ? 'pr-3' : ''}`}>Humidity</th>
                {rhModel ? <th scope="col" className="py-1 text-right">{`Hours outside ${rhBand} RH`}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.day} className="border-b border-cream-300 text-ink-800" data-day={row.day}>
                  <th scope="row" className="py-1 pr-3 font-normal">{row.day}</th>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatNumber(row.readings)}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{t(row.lowF)}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{t(row.highF)}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{t(row.meanF)}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatNumber(row.hoursAbove, row.hoursAbove % 1 === 0 ? 0 : 1)}</td>
                  <td className={`py-1 text-right tabular-nums ${rhModel ? 'pr-3' : ''}`}>{row.rh ? `${formatNumber(row.rh.low)}–${formatNumber(row.rh.high)}%` : '—'}</td>
                  {rhModel ? <td className="py-1 text-right tabular-nums">{row.rhHoursOutside === null ? '—' : formatNumber(row.rhHoursOutside, row.rhHoursOutside % 1 === 0 ? 0 : 1)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** Relative humidity on its own axis, under the temperature chart and on the same time axis; the figure's summary describes it too. */
function HumidityChart({ model, id, summary }: { model: HumidityChartModel; id: string; summary: string }) {
  return (
    <div className="mt-2 overflow-hidden rounded-lg border border-cream-300 bg-cream-50">
      <ChartPlot
        frame={RH_CHART}
        model={model}
        titleId={`${id}-rh-title`}
        title="Relative humidity over time"
        descId={`${id}-desc`}
        desc={summary}
        testId="humidity-chart"
        sharesDesc
        dashed
        columns={model.spells.map(({ x, width, spell }) => ({
          key: spell.from,
          x,
          width,
          className: spell.direction === 'dry' ? 'fill-gold-600/25' : 'fill-wine-600/20',
          spell: `${spell.direction}-${spell.grade}`,
        }))}
      />
    </div>
  );
}

interface ChartFrame {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

interface PlotColumn {
  key: string | number;
  x: number;
  width: number;
  className: string;
  /** The spell's kind and grade, for tests and styling. */
  spell: string;
}

/**
 * One fixed-size chart of readings over time: the band shaded, a tinted column
 * per spell, the value axis with its grid, the time axis, the line and a dot
 * per reading. `children` draw over the grid (the temperature's alert limit).
 * The first chart of a figure carries the <desc> both are labelled by.
 */
function ChartPlot({
  frame,
  model,
  titleId,
  title,
  descId,
  desc,
  columns,
  testId,
  sharesDesc = false,
  dashed = false,
  children,
}: {
  frame: ChartFrame;
  model: Pick<HumidityChartModel, 'path' | 'dots' | 'band' | 'yTicks' | 'xTicks'>;
  titleId: string;
  title: string;
  descId: string;
  desc: string;
  columns: PlotColumn[];
  testId?: string;
  /** The description is the figure's first chart's (its id is that chart's): this one repeats the text without the id. */
  sharesDesc?: boolean;
  dashed?: boolean;
  children?: ReactNode;
}) {
  const bottom = frame.height - frame.bottom;
  const right = frame.width - frame.right;
  return (
    <svg
      width={frame.width}
      height={frame.height}
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      className="block h-auto w-full"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      data-testid={testId}
    >
      <title id={titleId}>{title}</title>
      <desc id={sharesDesc ? undefined : descId}>{desc}</desc>
      <rect x={frame.left} y={model.band.y} width={right - frame.left} height={model.band.height} className="fill-gold-100" />
      {columns.map((column) => (
        <rect key={column.key} x={column.x} y={frame.top} width={column.width} height={bottom - frame.top} className={column.className} data-spell={column.spell} />
      ))}
      {model.yTicks.map((tick) => (
        <g key={tick.label}>
          <line x1={frame.left} x2={right} y1={tick.y} y2={tick.y} className="stroke-cream-300" strokeWidth={1} />
          <text x={frame.left - 6} y={tick.y + 4} textAnchor="end" className="fill-ink-800 text-[11px]">
            {tick.label}
          </text>
        </g>
      ))}
      {children}
      {model.xTicks.map((tick) => (
        <text key={tick.label} x={tick.x} y={bottom + 18} textAnchor="middle" className="fill-ink-800 text-[11px]">
          {tick.label}
        </text>
      ))}
      <line x1={frame.left} x2={right} y1={bottom} y2={bottom} className="stroke-ink-700" strokeWidth={1} />
      <path d={model.path} fill="none" className="stroke-ink-900" strokeWidth={1.5} strokeLinejoin="round" strokeDasharray={dashed ? '5 2' : undefined} />
      {model.dots.map((dot) => (
        <circle key={`${dot.x},${dot.y}`} cx={dot.x} cy={dot.y} r={3} className="fill-ink-900" />
      ))}
    </svg>
  );
}
