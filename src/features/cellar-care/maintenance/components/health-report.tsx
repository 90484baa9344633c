import { useMemo } from 'react';
import { CalendarPlus } from 'lucide-react';
import { OPTION_LABELS } from '@domain/estimator/options.ts';
import { formatUsd } from '@domain/estimator/format.ts';
import { MAINTENANCE_RULES, type Health, type SeriesKey, type UnitInfo } from '@domain/maintenance/health.ts';
import type { Trend } from '@domain/maintenance/trend.ts';
import { TrendChart } from '@/components/charts/trend-chart.tsx';
import { CardList, ReportSection } from '@/components/tool-shell/report-section.tsx';
import { ResultParts, type ResultPart } from '@/components/tool-shell/result-parts.tsx';
import { Stat, StatGrid } from '@/components/tool-shell/result-panel.tsx';
import { SECONDARY_ACTION } from '@/components/tool-shell/tool-actions.tsx';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { downloadBlob } from '@/lib/download.ts';
import { SERVICE_EVENT_FILE, serviceEventIcs } from '../calendar.ts';
import { healthOutput } from '../health-output.ts';
import { STATUS_LABELS } from '../status.ts';
import { ServiceReminder } from './service-reminder.tsx';

const ENGINE_PARTS: ResultPart[] = [{ part: 'trends, anomalies, causes and the service date', source: 'engine', by: 'maintenance engine (no AI model), with replacement prices from our cost estimator' }];
const DAY = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const LONG = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const longDate = (iso: string) => LONG.format(new Date(`${iso}T00:00:00Z`));

// minSpan: the axis always shows at least this much, so a steady series looks steady.
const SERIES: Record<SeriesKey, { title: string; unit: string; format: (v: number) => string; minSpan: number }> = {
  runPct: { title: 'Compressor run-time', unit: ' points of %', format: (v) => `${Math.round(v)}%`, minSpan: 20 },
  splitF: { title: 'Temperature split (cellar − supply)', unit: '°F', format: (v) => `${v.toFixed(1)}°F`, minSpan: 10 },
  rh: { title: 'Cellar humidity', unit: ' points of % RH', format: (v) => `${Math.round(v)}%`, minSpan: 10 },
};

function trendWords(trend: Trend | null, key: SeriesKey): string {
  if (!trend) return 'Not in the log.';
  const { unit } = SERIES[key];
  const change = `${trend.perWeek >= 0 ? '+' : '−'}${Math.abs(trend.perWeek).toFixed(1)}${unit} a week`;
  if (trend.direction === 'unclear') return `No clear trend (${change}; ${trend.basis}).`;
  if (trend.direction === 'steady') return `Steady (${change}; ${trend.basis}).`;
  return `${trend.direction === 'rising' ? 'Rising' : 'Falling'} ${change}, ${trend.confidence} confidence (${trend.basis}).`;
}

interface HealthReportProps {
  shown: { health: Health; unit: UnitInfo };
  current: boolean;
  reopened: string | null;
}

/** The report: status and next service with the shell's actions, then the causes, anomalies, trends with their charts and the daily values. Loaded with the engine. */
export default function HealthReport({ shown, current, reopened }: HealthReportProps) {
  const { health, unit } = shown;
  const output = useMemo(() => healthOutput(health, unit), [health, unit]);
  const first = health.days[0]!.day;
  const addToCalendar = () => {
    const link = output.calculation.summary.link;
    const ics = serviceEventIcs({
      due: health.service.due,
      unitLabel: OPTION_LABELS.coolingUnitType[unit.type],
      notes: [health.service.basis, ...health.causes.map((cause) => `Likely cause: ${cause.title}${cause.technician ? ' (needs a technician)' : ''}.`), `The report: ${window.location.origin}${link}`],
      uid: link.slice(link.indexOf('=') + 1),
      now: new Date(),
    });
    downloadBlob(new Blob([ics], { type: 'text/calendar' }), SERVICE_EVENT_FILE);
  };
  const chart = (key: SeriesKey, band?: { low: number; high: number }) => {
    const points = health.days.filter((d) => d[key] !== null).map((d) => ({ x: (d.day - first) / DAY, y: d[key] as number }));
    const trend = health.trends[key];
    if (points.length < 2) return null;
    return (
      <TrendChart
        key={key}
        testId={`chart-${key}`}
        title={SERIES[key].title}
        points={points}
        fit={trend ? { slope: trend.slope, intercept: trend.intercept } : null}
        band={band}
        minSpan={SERIES[key].minSpan}
        format={SERIES[key].format}
        firstLabel={day(health.from)}
        lastLabel={day(health.to)}
        summary={`${SERIES[key].title}: ${points.length} days from ${SERIES[key].format(points[0]!.y)} to ${SERIES[key].format(points[points.length - 1]!.y)}. ${trendWords(trend, key)}${band ? ` Shaded: the healthy ${band.low}–${band.high}°F.` : ''} Dashed: the trend line.`}
      />
    );
  };
  return (
    <ToolResult
      kind="unit-health"
      label="Next service"
      headline={<span data-testid="next-service">{longDate(health.service.due)}</span>}
      subline={<span data-testid="unit-status">{`${STATUS_LABELS[health.status]}. ${health.service.basis}`}</span>}
      current={current}
      output={output}
      printLabel="Print the report"
      shareable={false}
    >
      {reopened ? <p className="rounded-md border border-cream-300 bg-cream-100 px-3 py-2 text-sm text-ink-800">{reopened}</p> : null}
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <button type="button" className={SECONDARY_ACTION} onClick={addToCalendar} disabled={!current}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Add the service date to my calendar
        </button>
        <p className="text-sm text-ink-800">An all-day event on {health.service.due} with an alert a week before.</p>
      </div>
      <ServiceReminder due={health.service.due} basis={health.service.basis} unitName={`${OPTION_LABELS.coolingUnitType[unit.type].toLowerCase()} cooling unit`} output={output} current={current} />
      <ReportSection id="causes" title="Likely causes">
        <CardList items={health.causes} empty="No warning pattern in these readings: keep the regular service." testId="causes" tag={(cause) => ['cause', cause.id]}>
          {(cause) => (
            <>
              <p className="font-semibold text-ink-900">
                {cause.title}
                <span className="ml-2 rounded bg-cream-300 px-1.5 py-0.5 text-xs font-semibold text-ink-900">{cause.technician ? 'Needs a technician' : 'You can check this'}</span>
              </p>
              <p className="mt-1 text-sm text-ink-800">{cause.evidence}</p>
              <ul className="mt-2 list-disc pl-5 text-sm text-ink-800">
                {cause.checks.map((check) => (
                  <li key={check}>{check}</li>
                ))}
              </ul>
            </>
          )}
        </CardList>
        {health.replacement ? (
          <p className="mt-3 text-sm text-ink-800" data-testid="replacement">
            A replacement, installed: {formatUsd(health.replacement.low)}–{formatUsd(health.replacement.high)} ({health.replacement.basis}).
          </p>
        ) : health.age !== null && health.age >= MAINTENANCE_RULES.wornYears ? (
          <p className="mt-3 text-sm text-ink-800">Our estimator has no installed price for a self-contained ducted unit, so no replacement figure is given.</p>
        ) : null}
      </ReportSection>

      <ReportSection id="anomalies" title="Days that stood out">
        <CardList items={health.anomalies} empty="No day stood out from the rest." testId="anomalies" tag={(a) => ['anomaly', `${a.kind}-${a.from}`]}>
          {(a) => (
            <p className="text-sm text-ink-800">
              <strong className="text-ink-900">{day(a.from) === day(a.to) ? day(a.from) : `${day(a.from)} to ${day(a.to)}`}</strong>: {a.detail}
            </p>
          )}
        </CardList>
      </ReportSection>

      <ReportSection id="trends" title="Trends">
        <div className="mt-3">
          <StatGrid>
            {(['runPct', 'splitF', 'rh'] as const).map((key) => (
              <Stat key={key} label={SERIES[key].title} value={health.recent[key] === null ? 'Not measured' : SERIES[key].format(health.recent[key] as number)} detail={`latest week; ${trendWords(health.trends[key], key)}`} />
            ))}
          </StatGrid>
        </div>
        {health.missing.length > 0 ? <p className="mt-2 text-sm text-ink-800">Not in the log, so not judged: {health.missing.join(', ')}.</p> : null}
        <div className="mt-4 grid gap-6">
          {chart('runPct')}
          {chart('splitF', MAINTENANCE_RULES.splitBandF)}
          {chart('rh')}
        </div>
        <details className="mt-4 text-sm text-ink-800">
          <summary className="cursor-pointer font-semibold text-ink-900">The daily values ({health.days.length} days)</summary>
          <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label="Daily values, scrollable">
            <table className="w-full text-left tabular-nums">
              <caption className="sr-only">Daily means of the log</caption>
              <thead>
                <tr>
                  {['Date', 'Run-time', 'Supply', 'Cellar', 'Split', 'Humidity', 'Exhaust room'].map((h) => (
                    <th key={h} scope="col" className="px-1 py-1 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {health.days.map((d) => (
                  <tr key={d.day} className="border-t border-cream-300">
                    <th scope="row" className="px-1 py-1 font-normal">{day(d.day)}</th>
                    <td className="px-1">{d.runPct === null ? '–' : `${Math.round(d.runPct)}%`}</td>
                    <td className="px-1">{d.supplyF === null ? '–' : `${d.supplyF.toFixed(1)}°F`}</td>
                    <td className="px-1">{`${d.returnF.toFixed(1)}°F`}</td>
                    <td className="px-1">{d.splitF === null ? '–' : `${d.splitF.toFixed(1)}°F`}</td>
                    <td className="px-1">{d.rh === null ? '–' : `${Math.round(d.rh)}%`}</td>
                    <td className="px-1">{d.outsideF === null ? '–' : `${Math.round(d.outsideF)}°F`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </ReportSection>

      <ResultParts parts={ENGINE_PARTS} className="text-xs text-ink-700" />
      <p className="text-xs text-ink-700">Ran in your browser, no AI model. Reminder emails are sent by our server on the day you choose.</p>
    </ToolResult>
  );
}
