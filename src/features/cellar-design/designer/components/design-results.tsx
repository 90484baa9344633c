import { memo, useMemo, useState, type RefObject } from 'react';
import { Box, Download, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { estimatePlan } from '@domain/designer/estimate.ts';
import { planLink } from '@domain/designer/link.ts';
import type { Plan } from '@domain/designer/plan.ts';
import { formatBtuh, formatNumber, formatUsdRange } from '@domain/estimator/format.ts';
import { NoteList, Stat, StatGrid } from '@/components/tool-shell/result-panel.tsx';
import { ResultParts } from '@/components/tool-shell/result-parts.tsx';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { notify } from '@/lib/notify.ts';
import { useCapabilities } from '@/lib/capabilities.ts';
import { FunctionError } from '@/lib/errors.ts';
import { checkDesign, type DesignCheck } from '../api/check-design.ts';
import { designOutput } from '../design-output.ts';

const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-ink-600/40 px-4 py-2 text-sm font-semibold text-ink-900 transition-colors hover:border-wine-700 hover:bg-wine-700/5 disabled:cursor-not-allowed disabled:opacity-50';

function ServerCheck({ plan: shown }: { plan: Plan }) {
  const [state, setState] = useState<{ for: unknown; answer: DesignCheck | null; error: string | null; busy: boolean }>({ for: null, answer: null, error: null, busy: false });
  const current = state.for === shown;
  // The review needs a text model; the check itself never does.
  const { text: reviews } = useCapabilities();
  const run = async () => {
    const plan = shown;
    setState({ for: plan, answer: null, error: null, busy: true });
    try {
      setState({ for: plan, answer: await checkDesign(plan), error: null, busy: false });
    } catch (error) {
      const message = error instanceof FunctionError && error.code === 'rate_limited' ? 'Too many checks in a short time. Please wait a minute and try again.' : error instanceof Error ? error.message : String(error);
      setState({ for: plan, answer: null, error: message, busy: false });
    }
  };
  const answer = current ? state.answer : null;
  return (
    <div className="rounded-lg border border-cream-300 bg-cream-100 px-4 py-3" data-testid="server-check">
      <h3 className="font-sans text-sm font-semibold text-ink-900">{reviews ? 'Check on our server and get a review' : 'Check on our server'}</h3>
      <p className="mt-1 text-sm text-ink-700">
        {reviews ? 'Our server runs the same checks and estimator on this exact plan, and writes a short review of it.' : 'Our server runs the same checks and estimator on this exact plan.'}
      </p>
      <button type="button" className={`${secondary} mt-3`} onClick={() => void run()} disabled={state.busy}>
        <ShieldCheck className="size-4" aria-hidden="true" />
        {state.busy ? 'Checking...' : 'Check this design'}
      </button>
      <div aria-live="polite" className="mt-3 grid gap-2 text-sm text-ink-800">
        {current && state.error ? <p className="text-wine-800">{state.error}</p> : null}
        {answer ? (
          <>
            <p>
              <strong>Verified on the server:</strong> {answer.result.headline}.
            </p>
            {answer.result.review ? (
              <blockquote className="border-l-2 border-gold-600 pl-3 italic">{answer.result.review}</blockquote>
            ) : (
              <p>{answer.result.reviewNote}</p>
            )}
            <ResultParts parts={answer.parts} className="text-xs text-ink-700" />
          </>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The live result: capacity, itemized cost and cooling load from the one
 * estimator, and what to do with the design. The estimator comes with this
 * module, which the page loads once it is interactive (see the page).
 */
function DesignResults({ plan, svgRef }: { plan: Plan; svgRef: RefObject<SVGSVGElement | null> }) {
  const estimate = useMemo(() => estimatePlan(plan), [plan]);
  const { cost } = estimate;
  const hasCooling = plan.modules.some((module) => module.kind === 'cooling-unit');
  const exportAs = async (kind: 'svg' | 'png') => {
    const svg = svgRef.current;
    if (!svg) return;
    const { downloadPng, downloadSvg } = await import('../export.ts');
    try {
      if (kind === 'svg') downloadSvg(svg);
      else await downloadPng(svg);
    } catch (error) {
      void notify.error('Could not export the drawing', error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <ToolResult
      kind="cellar-design"
      label="Your design"
      headline={<span data-testid="design-bottles">{`${formatNumber(estimate.bottles)} bottles`}</span>}
      subline={<span data-testid="design-cost">{cost ? `${formatUsdRange(cost.total.low, cost.total.high)} estimated` : 'Place racking to see the estimate'}</span>}
      current
      output={designOutput(plan, estimate)}
    >
      <StatGrid>
        <Stat label="Bottle capacity" value={formatNumber(estimate.bottles)} detail="Standard 750 ml bottles, racking floor to ceiling" />
        <Stat
          label="Cooling load"
          value={cost ? formatBtuh(cost.cooling.designBtuh) : '—'}
          detail={cost ? `${formatNumber(cost.cooling.recommendedBtuh)} BTU/h class unit${hasCooling ? '' : '; no cooling unit placed'}` : 'Shown once racking is placed'}
        />
      </StatGrid>
      {cost ? (
        <table className="w-full text-sm" data-testid="cost-lines">
          <caption className="mb-2 text-left font-sans text-sm font-semibold text-ink-900">Itemized cost range</caption>
          <tbody>
            {cost.lines.map((line) => (
              <tr key={line.key} className="border-t border-cream-300">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  {line.label}
                  <span className="block text-xs text-ink-700">{line.basis}</span>
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatUsdRange(line.low, line.high)}</td>
              </tr>
            ))}
            <tr className="border-t-2 border-ink-600/40 font-semibold">
              <th scope="row" className="py-1.5 text-left">Total</th>
              <td className="py-1.5 text-right tabular-nums">{formatUsdRange(cost.total.low, cost.total.high)}</td>
            </tr>
          </tbody>
        </table>
      ) : null}
      {cost ? <NoteList title="Notes from the estimator" items={[...(hasCooling ? [] : ['No cooling unit is placed, so the estimate prices a passive cellar; add one to price the cooling.']), ...cost.notes]} /> : null}
      <div className="flex flex-wrap gap-2.5 no-print">
        <button type="button" className={secondary} onClick={() => void exportAs('svg')}>
          <Download className="size-4" aria-hidden="true" />
          Download SVG
        </button>
        <button type="button" className={secondary} onClick={() => void exportAs('png')}>
          <Download className="size-4" aria-hidden="true" />
          Download PNG
        </button>
        <Link className={secondary} to={`${planLink(plan, '/image-3d-converter')}&view=3d`}>
          <Box className="size-4" aria-hidden="true" />
          View in 3D
        </Link>
      </div>
      <ServerCheck plan={plan} />
    </ToolResult>
  );
}

// Memoized: the page passes a deferred plan, so an edit draws the plan first and the figures follow in a pass that yields.
export default memo(DesignResults);
