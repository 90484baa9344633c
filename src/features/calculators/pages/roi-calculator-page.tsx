import { memo } from 'react';
import { Link } from 'react-router';
import { estimatorConfig } from '@shared/estimator/config.ts';
import { projectRoi, type RoiResult } from '@shared/estimator/roi.ts';
import { AssumptionsPanel } from '@/components/tool-shell/assumptions-panel.tsx';
import { ToolLayout, toolPage } from '@/components/tool-shell/tool-page.tsx';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { PaybackChart } from '@/components/charts/payback-chart.tsx';
import { NoteList } from '@/components/tool-shell/result-panel.tsx';
import { RoiFields, RoiFigures, RoiTable } from '../components/roi-parts.tsx';
import { useCalculatorState, useResults } from '@/components/tool-shell/use-tool-state.ts';
import { investmentSummaryHref, paybackPoints, roiOutput, roiInputList, roiSpec } from '../lib/roi-spec.ts';
import { collectSources } from '@/components/tool-shell/sources.ts';

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

function RoiCalculator() {
  const state = useCalculatorState(roiSpec);
  const { result, details } = useResults(state.values, projectRoi);
  return (
    <ToolLayout
      peek={{ label: 'Payback', value: result.paybackYear === null ? result.paybackLabel : `Year ${result.paybackYear}` }}
      form={<RoiFields draft={state.draft} errors={state.errors} onChange={state.change} />}
      results={
        <ToolResult
          kind="roi"
          label="Payback"
          headline={result.paybackYear === null ? result.paybackLabel : `Year ${result.paybackYear}`}
          subline={result.summary}
          current={state.current}
          output={roiOutput(result, state.link)}
        >
          <RoiDetails result={details} />
        </ToolResult>
      }
      after={<RoiAfter result={details} />}
    />
  );
}

export default toolPage('roi', RoiCalculator);
