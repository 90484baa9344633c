/**
 * The ROI calculator's figures: the projection and everything that shows
 * what it says. Loaded once the page is interactive (see toolFigures), so
 * the form answers first.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { estimatorConfig } from '@domain/estimator/config.ts';
import { projectRoi, type RoiResult } from '@domain/estimator/roi.ts';
import type { RoiValues } from '@domain/estimator/schemas.ts';
import { AssumptionsPanel } from '@/components/tool-shell/assumptions-panel.tsx';
import { PaybackChart } from '@/components/charts/payback-chart.tsx';
import { NoteList } from '@/components/tool-shell/result-panel.tsx';
import { RoiFigures, RoiTable } from '../components/roi-parts.tsx';
import { investmentSummaryHref, paybackPoints, roiOutput, roiInputList } from '../lib/roi-spec.ts';
import { collectSources } from '@/components/tool-shell/sources.ts';
import { calculatorFigures } from '@/components/tool-shell/calculator-figures.tsx';

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

const payback = (result: RoiResult) => (result.paybackYear === null ? result.paybackLabel : `Year ${result.paybackYear}`);

export const figures = calculatorFigures<RoiValues, ReturnType<typeof projectRoi>>({
  compute: projectRoi,
  peek: payback,
  card: (result, link) => ({ kind: 'roi', label: 'Payback', headline: payback(result), subline: result.summary, output: roiOutput(result, link) }),
  Details: RoiDetails,
  After: RoiAfter,
});
