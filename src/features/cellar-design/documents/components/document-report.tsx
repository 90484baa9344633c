import { useEffect, useMemo } from 'react';
import { formatUsd, formatUsdRange } from '@domain/estimator/format.ts';
import { NoteList, ResultTable } from '@/components/tool-shell/result-panel.tsx';
import { ResultParts, type ResultPart } from '@/components/tool-shell/result-parts.tsx';
import { ReportSection } from '@/components/tool-shell/report-section.tsx';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { analysisOutput } from '../analysis-output.ts';
import { compareQuote, costValues } from '@domain/document-analysis/compare.ts';
import { readFindings } from '@domain/document-analysis/findings.ts';
import type { DocumentAnalyzerState } from '../use-document-analyzer.ts';
import { ComparisonTable, verdictText } from './comparison-table.tsx';
import { FindingsList } from './findings-list.tsx';

const READER = { pdf: 'PDF reader (pdf.js)', docx: 'Word reader (mammoth)', image: 'text recognition (Tesseract)', text: 'your pasted text' } as const;

/** The report: the findings, then their quote against ours (or our estimate alone for a plan or a report), and where each part came from. */
export default function DocumentReport({ state, reopened }: { state: DocumentAnalyzerState; reopened: string | null }) {
  const source = state.source!;
  const findings = useMemo(() => readFindings(source.text), [source.text]);
  const { brief } = state;
  const items = findings.prices.filter((p) => p.kind === 'item');
  const comparison = useMemo(() => {
    const values = brief ? costValues(brief) : null;
    return values ? compareQuote(findings.prices, values, findings.statedTotal) : null;
  }, [brief, findings]);
  const isQuote = items.length > 0 && comparison;
  const output = analysisOutput(source, brief ?? { lengthFt: null, widthFt: null, heightFt: null, bottles: null, cooling: state.draft.cooling, rackingMaterial: state.draft.rackingMaterial }, findings, comparison);
  const parts: ResultPart[] = [
    { part: 'text', source: 'engine', by: `${READER[source.fileKind]}, in your browser` },
    { part: 'findings and comparison', source: 'engine', by: 'document analyzer and cost estimator; no AI model' },
  ];

  const headline = isQuote
    ? `${formatUsd(comparison.theirTotal)} against ${formatUsdRange(comparison.estimate.total.low, comparison.estimate.total.high)}`
    : comparison
      ? formatUsdRange(comparison.estimate.total.low, comparison.estimate.total.high)
      : `${findings.prices.length} priced lines, ${findings.dimensions.length} dimensions`;
  const subline = isQuote
    ? `Their total is ${verdictText(comparison.totalVerdict, comparison.totalDifference).toLowerCase()}, for the cellar below.`
    : comparison
      ? 'Our estimate for the cellar the document describes.'
      : 'Enter the room’s size or the bottle count to price this cellar with our estimator.';

  const label = isQuote ? 'Their quote against our estimate' : comparison ? 'Our estimate for this cellar' : 'What the document says';
  const { setPeek } = state;
  useEffect(() => setPeek({ label: isQuote ? 'Theirs against ours' : label, value: headline }), [setPeek, label, headline, isQuote]);

  return (
    <ToolResult
      kind="document-analysis"
      label={label}
      headline={<span data-testid="document-headline">{headline}</span>}
      subline={<span data-testid="document-subline">{subline}</span>}
      current={state.current}
      output={output}
      printLabel="Print the analysis"
      shareable={false}
    >
      {reopened ? <p className="text-sm text-ink-700">{reopened}</p> : null}
      <p className="text-sm text-ink-800" data-testid="document-source">{`From “${source.fileName}”. The file stayed in this browser; Save keeps the text read from it and the cellar priced, not the file.`}</p>
      <FindingsList findings={findings} />
      {isQuote ? <ComparisonTable comparison={comparison} /> : null}
      {!isQuote && comparison ? (
        <ReportSection id="estimate" title="Our estimate, line by line">
          <div className="mt-3 overflow-x-auto">
            <ResultTable caption={`For ${comparison.estimate.summary}`} columns={['Line', 'Ours']}>
              <tbody>
                {comparison.estimate.lines.map((line) => (
                  <tr key={line.key} className="border-b border-cream-300">
                    <th scope="row" className="py-2 pr-3 text-left font-normal">{line.label}</th>
                    <td className="py-2 text-right tabular-nums">{formatUsdRange(line.low, line.high)}</td>
                  </tr>
                ))}
              </tbody>
            </ResultTable>
          </div>
        </ReportSection>
      ) : null}
      {comparison ? <NoteList title="How our figures were worked out" items={comparison.estimate.assumptions.slice(0, 3)} /> : null}
      <ResultParts parts={parts} className="text-xs text-ink-700" />
    </ToolResult>
  );
}
