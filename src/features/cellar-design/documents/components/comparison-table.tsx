import { formatUsd, formatUsdRange } from '@domain/estimator/format.ts';
import { NoteList, ResultTable } from '@/components/tool-shell/result-panel.tsx';
import { ReportSection } from '@/components/tool-shell/report-section.tsx';
import type { ComparedLine, Comparison } from '@domain/document-analysis/compare.ts';

export function verdictText(verdict: ComparedLine['verdict'], difference: number): string {
  if (verdict === 'not-in-quote') return 'Not in their quote';
  if (verdict === 'within') return 'Within our range';
  return `${formatUsd(Math.abs(difference))} ${verdict} our range`;
}

/** Their lines beside ours: our line, what they charge for it (and in which of their lines), our range, and how far apart. */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const missing = comparison.lines.filter((line) => line.verdict === 'not-in-quote');
  return (
    <ReportSection id="comparison" title="Line by line">
      <div className="mt-3 overflow-x-auto">
        <ResultTable caption="Their quote against our estimate for the same cellar" columns={['Our line', 'Theirs', 'Ours', 'Difference']}>
          <tbody data-testid="comparison-lines">
            {comparison.lines.map((line) => (
              <tr key={line.key} className="border-b border-cream-300 align-top" data-line={line.key}>
                <th scope="row" className="py-2 pr-3 text-left font-normal text-ink-900">
                  {line.label}
                  {line.theirs.length > 0 ? <span className="block text-xs text-ink-700">{line.theirs.map((p) => `“${p.description}”`).join(', ')}</span> : null}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{line.theirAmount === null ? '—' : formatUsd(line.theirAmount)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatUsdRange(line.ours.low, line.ours.high)}</td>
                <td className={`py-2 text-right ${line.verdict === 'within' ? 'text-ink-800' : 'font-semibold text-wine-800'}`} data-testid="line-verdict">
                  {verdictText(line.verdict, line.difference)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold text-ink-900" data-line="total">
              <th scope="row" className="py-2 pr-3 text-left">
                {comparison.totalStated ? 'Total (as their quote states it)' : 'Total (their lines added up)'}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{formatUsd(comparison.theirTotal)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatUsdRange(comparison.estimate.total.low, comparison.estimate.total.high)}</td>
              <td className="py-2 text-right" data-testid="total-verdict">
                {verdictText(comparison.totalVerdict, comparison.totalDifference)}
              </td>
            </tr>
          </tfoot>
        </ResultTable>
      </div>
      <div className="mt-4 grid gap-3">
        {comparison.unmatched.length > 0 ? (
          <NoteList
            title="In their quote, but matched to none of our lines"
            items={comparison.unmatched.map((p) => `“${p.description}”, ${formatUsd(p.amount)} (line ${p.line}): we could not tell which part of the cellar this pays for, so it is not compared. It is in their total.`)}
            tone="warning"
          />
        ) : null}
        {missing.length > 0 ? (
          <NoteList
            title="In our estimate, not in their quote"
            items={missing.map((line) => `${line.label}: ${formatUsdRange(line.ours.low, line.ours.high)} in our estimate. Ask whether their price includes it or leaves it out.`)}
          />
        ) : null}
      </div>
    </ReportSection>
  );
}
