/**
 * The ROI calculator's figures: the projection and everything that shows
 * what it says. Loaded once the page is interactive (see toolFigures), so
 * the form answers first.
 */
import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { estimatorConfig } from '@shared/estimator/config.ts';
import { projectRoi, type RoiResult } from '@shared/estimator/roi.ts';
import type { RoiValues } from '@shared/estimator/schemas.ts';
import { AssumptionsPanel } from '@/components/tool-shell/assumptions-panel.tsx';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { PaybackChart } from '@/components/charts/payback-chart.tsx';
import { NoteList } from '@/components/tool-shell/result-panel.tsx';
import { RoiFigures, RoiTable } from '../components/roi-parts.tsx';
import { investmentSummaryHref, paybackPoints, roiOutput, roiInputList } from '../lib/roi-spec.ts';
import { collectSources } from '@/components/tool-shell/sources.ts';
import { lastResultOf, type FiguresModule, type FiguresProps } from '@/components/tool-shell/tool-figures.tsx';

const SOURCES = collectSources(estimatorConfig.roi, estimatorConfig.defaults.roi, { running: estimatorConfig.cost.runningCostPerYear });

const RoiDetails = memo(function RoiDetails({ result }: { result: RoiResult }) {
  return (
    <>
      <RoiFigures result={result} />
      <PaybackChart title="Net position, year by year" points={paybackPoints(result)} paybackYear={result.paybackYear} />
      <RoiTable result={result} />
      <NoteList title="Notes" items={result.notes} />
      <Link to={investmentSummaryHref(result.inputs)} className="no-print text-sm font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-800">
        Open the one-page investment summary
      </Link>
    </>
  );
});

const RoiAfter = memo(function RoiAfter({ result }: { result: RoiResult }) {
  return <AssumptionsPanel assumptions={result.assumptions} sources={SOURCES} inputs={roiInputList(result.inputs)} />;
});

const estimate = lastResultOf(projectRoi);
const payback = (result: RoiResult) => (result.paybackYear === null ? result.paybackLabel : `Year ${result.paybackYear}`);

function Peek({ values }: { values: RoiValues }) {
  return payback(estimate(values));
}

function Results({ values, current, link }: FiguresProps<RoiValues>) {
  const result = estimate(values);
  const details = useDeferredValue(result);
  return (
    <ToolResult kind="roi" label="Payback" headline={payback(result)} subline={result.summary} current={current} output={roiOutput(result, link)}>
      <RoiDetails result={details} />
    </ToolResult>
  );
}

function After({ values }: FiguresProps<RoiValues>) {
  return <RoiAfter result={estimate(useDeferredValue(values))} />;
}

export const figures: FiguresModule<RoiValues> = { Peek, Results, After };
