import { memo, useState } from 'react';
import type { HourPoint } from '@domain/simulator/simulate.ts';
import type { SimView } from '@domain/simulator/view.ts';
import { ClimateChart } from './climate-chart.tsx';

const one = (value: number) => (Math.round(value * 10) / 10).toLocaleString('en-US');
/** Hour 16.8 → "day 1, 4:48 pm". */
export function clockTime(hour: number): string {
  const minutes = Math.round(hour * 60);
  const day = Math.floor(minutes / 1440) + 1;
  const inDay = minutes % 1440;
  const h = Math.floor(inDay / 60);
  const m = inDay % 60;
  const suffix = h < 12 ? 'am' : 'pm';
  return `day ${day}, ${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

const LEVEL_TEXT = { fine: 'The wine is safe', watch: 'Worth watching', harm: 'The wine is at risk' } as const;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-md bg-cream-100 px-3 py-2">
      <dt className="text-xs text-ink-700">{label}</dt>
      <dd className="font-display text-lg text-ink-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The same figures as the chart, row by row: rendered when opened, since a week is 169 rows. */
function HourTable({ hours, title }: { hours: HourPoint[]; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold">Hour by hour, as a table</summary>
      {open ? (
        <div className="scroll-x mt-2 max-h-80 overflow-y-auto" role="region" tabIndex={0} aria-label={`${title}, hour by hour`}>
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{title}, hour by hour</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">Time</th>
                <th scope="col" className="px-2 py-1">Next door (°F)</th>
                <th scope="col" className="px-2 py-1">Cellar (°F)</th>
                <th scope="col" className="px-2 py-1">Humidity (%)</th>
                <th scope="col" className="px-2 py-1">Unit ran</th>
              </tr>
            </thead>
            <tbody>
              {hours.map((point) => (
                <tr key={point.hour} className="border-t border-ink-700/20">
                  <th scope="row" className="px-2 py-1 font-normal">{clockTime(point.hour)}</th>
                  <td className="px-2 py-1">{one(point.outsideF)}</td>
                  <td className="px-2 py-1">{one(point.cellarF)}</td>
                  <td className="px-2 py-1">{Math.round(point.humidityPct)}</td>
                  <td className="px-2 py-1">{Math.round(point.unitRan * 100)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </details>
  );
}

/** A run's figures, what they mean for the wine, the chart and the same data as a table. Memoised: the form re-renders on every key. */
export const RunResult = memo(function RunResult({ view, title }: { view: SimView; title: string }) {
  const { risk } = view;
  const cut = view.events.find((event) => event.kind === 'power-cut');
  return (
    <div className="grid gap-4 rounded-lg bg-cream-50 p-4 text-ink-900 sm:p-5" data-testid="run-result">
      <p className="font-sans text-base font-semibold" data-testid="risk-level" data-level={risk.level}>
        {LEVEL_TEXT[risk.level]}
      </p>
      <ul className="grid list-disc gap-1 pl-5 text-sm" data-testid="risk-findings">
        {risk.findings.map((finding) => (
          <li key={finding}>{finding}</li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {cut ? (
          <Figure
            label="65°F after the power fails"
            testId="cut-to-65"
            value={view.cutTo65 === null ? 'Not reached' : `${one(view.cutTo65)} h (${clockTime(cut.startHour + view.cutTo65)})`}
          />
        ) : (
          <Figure label="First at 65°F" testId="reached-65" value={view.reached65 === null ? 'Not reached' : clockTime(view.reached65)} />
        )}
        <Figure label="Warmest" testId="max-temp" value={`${one(risk.maxF)}°F`} />
        <Figure label="Hours above 65°F" testId="hours-above-65" value={one(risk.hoursAbove65)} />
        <Figure label="Largest swing in a day" testId="daily-swing" value={`${one(risk.largestDailySwingF)}°F`} />
        <Figure label="Humidity" testId="humidity-range" value={`${Math.round(risk.humidityLowPct)}–${Math.round(risk.humidityHighPct)}%`} />
        <Figure label="Unit running" testId="unit-share" value={`${Math.round(view.unitRanShare * 100)}% of the time`} />
      </dl>
      <ClimateChart view={view} title={title} />
      <HourTable hours={view.hours} title={title} />
      <p className="text-xs text-ink-700" data-testid="run-source">
        Every figure here comes from the simulator’s thermal model, run in your browser on the cooling-load calculator’s surfaces and R-values; no AI model is involved.
      </p>
    </div>
  );
});
