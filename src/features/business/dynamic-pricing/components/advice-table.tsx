import { LINE_LABELS } from '@domain/estimator/cost.ts';
import { ColumnHeads } from '@/components/ui/column-heads.tsx';
import type { PricingAdvice } from '@domain/pricing/pricing.ts';

const change = (multiplier: number) => {
  const pct = Math.round((multiplier - 1) * 100);
  return pct === 0 ? 'no change' : `${pct > 0 ? '+' : '−'}${Math.abs(pct)} %`;
};

interface AdviceTableProps {
  advice: PricingAdvice;
  /** The measured advice, shown beside a what-if's. */
  measured: PricingAdvice | null;
}

/** One row per cost line: the multiplier, what it means, and why. */
export function AdviceTable({ advice, measured }: AdviceTableProps) {
  const before = new Map(measured?.lines.map((line) => [line.line, line.multiplier]));
  return (
    // Focusable so a keyboard can scroll the table where it is wider than a phone.
    <div className="relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-gold-400" tabIndex={0} role="region" aria-label="Multipliers by cost line">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="advice-table">
        <caption className="sr-only">Recommended price multiplier for each of the estimator’s cost lines, with the reasons</caption>
        <ColumnHeads heads={['Cost line', 'Multiplier', 'Why']} />
        <tbody>
          {advice.lines.map((line) => {
            const was = before.get(line.line);
            return (
              <tr key={line.line} className="border-t border-cellar-700 align-top" data-testid={`advice-${line.line}`}>
                <th scope="row" className="py-3 pr-3 font-medium text-cream-100">
                  {LINE_LABELS[line.line]}
                </th>
                <td className="py-3 pr-3 whitespace-nowrap tabular-nums">
                  <span className="font-display text-xl text-gold-300">×{line.multiplier.toFixed(2)}</span>
                  <span className="block text-xs text-mist-300">{change(line.multiplier)}</span>
                  {measured && was !== undefined && was !== line.multiplier ? <span className="block text-xs text-mist-400">measured ×{was.toFixed(2)}</span> : null}
                </td>
                <td className="py-3">
                  <ul className="grid list-disc gap-1 pl-4 text-mist-300 marker:text-gold-400">
                    {line.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
