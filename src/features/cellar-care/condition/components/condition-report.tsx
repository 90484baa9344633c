import { FACTOR_TITLES, FACTOR_WEIGHTS, RATING_LABELS } from '@domain/condition/assessment.ts';
import { formatNumber, formatTemperature, formatTemperatureDelta, formatUsd } from '@domain/estimator/format.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { StatGrid, Stat } from '@/components/tool-shell/result-panel.tsx';
import { ResultParts, type ResultPart } from '@/components/tool-shell/result-parts.tsx';
import { useMemo } from 'react';
import type { ConditionState } from '../use-condition.ts';
import { assessmentOutput } from '../assessment-output.ts';
import { PhotoReadings } from './photo-readings.tsx';
import { CardList, ReportSection } from '@/components/tool-shell/report-section.tsx';

const SEVERITY_STYLE = {
  high: 'bg-wine-700 text-cream-50',
  moderate: 'bg-gold-300 text-ink-900',
  low: 'bg-cream-300 text-ink-900',
} as const;

/** A report reads better with the estimator's hundreds than with compact thousands. */
const dollars = (range: { low: number; high: number }) => `${formatUsd(range.low)}–${formatUsd(range.high)}`;
const ENGINE_PARTS: ResultPart[] = [{ part: 'score, findings and fixes', source: 'engine', by: 'assessment engine and cost estimator' }];
const MADE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

interface ConditionReportProps {
  shown: NonNullable<ConditionState['shown']>;
  current: boolean;
  system: UnitSystem;
  state: ConditionState;
  /** Said when the readings came back from a saved report. */
  reopened: string | null;
}

/** The report: the score with the shell's actions (save, quote, copy link, print), then readings, findings, fixes and photos. Loaded with the engine. */
export default function ConditionReport({ shown, current, system, state, reopened }: ConditionReportProps) {
  const { assessment } = shown;
  const output = useMemo(() => assessmentOutput(assessment, { ...shown.inputs, system }), [assessment, shown.inputs, system]);
  const { stats } = assessment;
  const t = (f: number) => formatTemperature(f, system);
  return (
    <ToolResult
      kind="condition-assessment"
      label="Condition score"
      headline={<span data-testid="condition-score">{assessment.score}/100</span>}
      subline={<span data-testid="condition-rating">{`${RATING_LABELS[assessment.rating]} condition, ${assessment.detail}`}</span>}
      current={current}
      output={output}
      printLabel="Print the report"
      shareable={false}
    >
      {reopened ? <p className="rounded-md border border-cream-300 bg-cream-100 px-3 py-2 text-sm text-ink-800">{reopened}</p> : null}
      <ReportSection id="readings" title="The readings">
        <div className="mt-3">
          <StatGrid>
            <Stat label="Readings" value={formatNumber(stats.count)} detail={day(stats.from) === day(stats.to) ? day(stats.from) : `${day(stats.from)} to ${day(stats.to)}`} />
            <Stat label="Average temperature" value={t(stats.temperature.meanF)} detail={`${t(stats.temperature.minF)} to ${t(stats.temperature.maxF)}`} />
            <Stat label="Daily swing" value={stats.swing ? formatTemperatureDelta(stats.swing.meanF, system) : 'Not measured'} detail={stats.swing ? `worst ${formatTemperatureDelta(stats.swing.maxF, system)}` : 'needs two readings in a day'} />
            <Stat
              label="Average humidity"
              value={stats.humidity ? `${formatNumber(stats.humidity.mean)}%` : 'Not measured'}
              detail={stats.humidity ? `${formatNumber(stats.humidity.min)}% to ${formatNumber(stats.humidity.max)}% RH` : 'no humidity readings'}
            />
            {stats.hours ? (
              <Stat
                label={`Hours outside ${t(assessment.bands.temperature.low)}–${t(assessment.bands.temperature.high)}`}
                value={`${formatNumber(stats.hours.tempOutside, 1)} h`}
                detail={`of ${formatNumber(stats.hours.covered, 1)} h logged`}
              />
            ) : null}
            {stats.hours && stats.hours.rhCovered > 0 ? (
              <Stat label={`Hours outside ${assessment.bands.humidity.low}–${assessment.bands.humidity.high}% RH`} value={`${formatNumber(stats.hours.rhOutside, 1)} h`} detail={`of ${formatNumber(stats.hours.rhCovered, 1)} h with humidity`} />
            ) : null}
          </StatGrid>
        </div>
      </ReportSection>

      <ReportSection id="findings" title="Findings, by risk to the wine">
        <CardList items={assessment.findings} empty="Nothing assessed puts the wine at risk." testId="findings" tag={(finding) => ['factor', finding.factor]}>
          {(finding, index) => (
            <>
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink-900">
                  {index + 1}. {finding.title}
                </span>
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${SEVERITY_STYLE[finding.severity]}`}>{finding.severity} risk</span>
                <span className="text-xs text-ink-700">
                  −{formatNumber(finding.points, 1)} of {FACTOR_WEIGHTS[finding.factor]} points
                </span>
              </p>
              <p className="mt-1 text-sm text-ink-800">{finding.evidence}</p>
              <p className="mt-1 text-sm text-ink-700">
                <span className="font-semibold">Why it matters:</span> {finding.why}
              </p>
            </>
          )}
        </CardList>
      </ReportSection>

      <ReportSection id="fixes" title="Fix list">
        <CardList items={assessment.fixes} empty="No fixes needed for what was assessed." testId="fixes" tag={(fix) => ['fix', fix.id]}>
          {(fix) => (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink-900">{fix.title}</p>
                <p className="font-display text-lg text-ink-900 tabular-nums" data-testid="fix-cost">
                  {fix.cost ? dollars(fix.cost) : 'No estimator figure'}
                </p>
              </div>
              <p className="mt-1 text-sm text-ink-800">{fix.action}</p>
              <p className="mt-1 text-xs text-ink-700">{fix.cost ? fix.cost.basis : fix.noFigure}</p>
            </>
          )}
        </CardList>
        {assessment.fixes.length > 0 ? (
          <p className="mt-3 text-sm text-ink-800" data-testid="fixes-total">
            {assessment.pricedTotal
              ? `Priced fixes together: ${dollars(assessment.pricedTotal)}, installed, national average.${assessment.fixes.some((fix) => !fix.cost) ? ' Fixes marked “No estimator figure” are not in the total: ask us or a local trade for a price.' : ''}`
              : 'None of these fixes has an estimator figure: ask us or a local trade for a price.'}
          </p>
        ) : null}
      </ReportSection>

      {assessment.notAssessed.length > 0 ? (
        <ReportSection id="not-assessed" title="Not assessed">
          <p className="mt-1 text-sm text-ink-700">
            The score covers {assessment.assessedWeight} of 100 points of weight; these are left out rather than guessed:
          </p>
          <ul className="mt-2 list-disc pl-5 text-sm text-ink-800" data-testid="not-assessed">
            {assessment.notAssessed.map((item) => (
              <li key={item.factor}>
                {FACTOR_TITLES[item.factor]}: {item.reason}
              </li>
            ))}
          </ul>
        </ReportSection>
      ) : null}

      <PhotoReadings state={state} assessment={assessment} />

      <p className="text-xs text-ink-700">Report made {MADE.format(new Date())} with WineCellarGPT’s condition assessment.</p>
      <ResultParts parts={ENGINE_PARTS} className="text-xs text-ink-700" />
      <p className="text-xs text-ink-700">
        Ran in your browser, no AI model. Bands: {t(assessment.bands.temperature.low)}–{t(assessment.bands.temperature.high)} around the 55°F reference,{' '}
        {assessment.bands.humidity.low}–{assessment.bands.humidity.high}% RH.
      </p>
    </ToolResult>
  );
}

