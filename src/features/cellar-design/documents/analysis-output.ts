/** What Save keeps and "Get a quote with this" carries for an analysis: the text read and the brief (not the file), and the comparison's headline. */
import { formatUsd, formatUsdRange } from '@domain/estimator/format.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { reportIdFor } from '@/lib/report-id.ts';
import { textToSave, type SavedAnalysis } from './draft.ts';
import type { CellarBrief, Comparison } from '@domain/document-analysis/compare.ts';
import type { Findings } from '@domain/document-analysis/findings.ts';
import type { FileKind } from './read/file-kind.ts';

export interface AnalysisSource {
  fileName: string;
  fileKind: FileKind | 'text';
  text: string;
}

const KIND_WORDS = { quote: 'Quote', inspection: 'Inspection report', plan: 'Plan', other: 'Document' } as const;

export function analysisOutput(source: AnalysisSource, brief: CellarBrief, findings: Findings, comparison: Comparison | null): ToolOutput {
  const kept = textToSave(source.text);
  const body: SavedAnalysis = { reportId: '', fileName: source.fileName, fileKind: source.fileKind, text: kept.text, condensed: kept.condensed, brief };
  const reportId = reportIdFor('da', body);
  const saved = { ...body, reportId };
  const items = findings.prices.filter((p) => p.kind === 'item').length;
  const ours = comparison ? formatUsdRange(comparison.estimate.total.low, comparison.estimate.total.high) : null;
  const headline =
    comparison && items > 0
      ? `Their ${formatUsd(comparison.theirTotal)} against our ${ours}`
      : ours
        ? `Our estimate ${ours}`
        : `${KIND_WORDS[findings.kind]} read: ${findings.dimensions.length} dimensions, ${findings.prices.length} priced lines`;
  const lines = [
    { label: 'Document', value: source.fileName.slice(0, 120) },
    ...(comparison
      ? comparison.lines.filter((l) => l.verdict !== 'within').slice(0, 6).map((l) => ({ label: l.label.slice(0, 80), value: l.verdict === 'not-in-quote' ? 'not in their quote' : `${formatUsd(l.theirAmount ?? 0)}, ${l.verdict} our range` }))
      : []),
    ...(comparison && comparison.unmatched.length > 0 ? [{ label: 'Not matched', value: comparison.unmatched.map((u) => u.description).join(', ').slice(0, 120) }] : []),
  ].slice(0, 12);
  return {
    calculation: {
      kind: 'document-analysis',
      title: `${KIND_WORDS[findings.kind]} analysed: ${source.fileName}`.slice(0, 200),
      inputs: saved as unknown as Record<string, unknown>,
      summary: { headline, lines, link: `/document-analyzer?report=${reportId}` },
    },
    quote: {
      capacityBottles: comparison?.estimate.bottles,
      summary: `Document analyzer: ${headline}.${comparison && comparison.unmatched.length > 0 ? ` Their lines we could not match: ${comparison.unmatched.map((u) => u.description).join('; ')}.` : ''}`.slice(0, 1000),
    },
  };
}
