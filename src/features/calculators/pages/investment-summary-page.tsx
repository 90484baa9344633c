import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { RoiFields } from '../components/roi-parts.tsx';
import { useCalculatorState } from '@/components/tool-shell/use-tool-state.ts';
import { roiSpec } from '../lib/roi-spec.ts';
import { afterHydration } from '@/components/ui/deferred.tsx';
import { FiguresWorking } from '@/components/tool-shell/figures-working.tsx';

// The projection and the case it makes load once the page is interactive, so the form answers first.
const InvestmentCase = afterHydration(() => import('../figures/investment-summary-figures.tsx'), <FiguresWorking />);

function InvestmentSummary() {
  const state = useCalculatorState(roiSpec, InvestmentCase.ready);
  return (
    <div className="grid gap-8">
      <details className="no-print card group p-5 sm:p-7">
        <summary className="cursor-pointer list-none font-sans text-lg font-semibold text-cream-50 marker:hidden">
          <span className="inline-flex items-center gap-2">
            Adjust the figures
            <span className="text-sm font-normal text-mist-300 group-open:hidden">(collection, cellar cost, fees, rates)</span>
          </span>
        </summary>
        <div className="mt-5 grid gap-5">
          <RoiFields draft={state.draft} errors={state.errors} change={state.change} />
        </div>
      </details>

      <InvestmentCase values={state.values} current={state.current} reading={state.reading} link={state.link} />
    </div>
  );
}

export default toolPage('investment-summary', InvestmentSummary);
