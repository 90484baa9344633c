import { ToolLayout, toolPage } from '@/components/tool-shell/tool-page.tsx';
import { RoiFields } from '../components/roi-parts.tsx';
import { useCalculatorState } from '@/components/tool-shell/use-tool-state.ts';
import { roiSpec } from '../lib/roi-spec.ts';
import { toolFigures } from '@/components/tool-shell/tool-figures.tsx';

function RoiCalculator() {
  const state = useCalculatorState(roiSpec, Figures.ready);
  return (
    <ToolLayout
      peek={{ label: 'Payback', value: <Figures.Peek values={state.values} /> }}
      form={<RoiFields draft={state.draft} errors={state.errors} onChange={state.change} />}
      results={<Figures.Results values={state.values} current={state.current} link={state.link} />}
      after={<Figures.After values={state.values} current={state.current} link={state.link} />}
    />
  );
}

// The ROI projection and the figures load once the page is interactive, so the form answers first.
const Figures = toolFigures(() => import('../figures/roi-figures.tsx').then((module) => module.figures));

export default toolPage('roi', RoiCalculator);
