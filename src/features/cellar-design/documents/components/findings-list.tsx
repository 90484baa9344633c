import { formatBtuh, formatNumber, formatUsd } from '@domain/estimator/format.ts';
import { ReportSection } from '@/components/tool-shell/report-section.tsx';
import type { Findings } from '@domain/document-analysis/findings.ts';

const KIND_WORDS = { quote: 'A quote', inspection: 'An inspection report', plan: 'A plan', other: 'A document' } as const;
const ft = (value: number) => `${formatNumber(value, value % 1 === 0 ? 0 : 1)} ft`;

function ceiling(findings: Findings): string {
  if (findings.ceilingFt !== null) return ft(findings.ceilingFt);
  const fromRoom = findings.dimensions.find((d) => d.heightFt !== null)?.heightFt;
  return fromRoom ? `${ft(fromRoom)} (the third dimension)` : 'Not stated';
}

/** What the engine picked out of the text, each figure as written and as read. */
export function FindingsList({ findings }: { findings: Findings }) {
  const rows: [string, string][] = [
    ['Document', `${KIND_WORDS[findings.kind]}, judged from its wording and figures`],
    [
      'Dimensions',
      findings.dimensions.length > 0
        ? findings.dimensions.map((d) => `“${d.text}” = ${ft(d.lengthFt)} × ${ft(d.widthFt)}${d.heightFt === null ? '' : ` × ${ft(d.heightFt)}`}`).join('; ')
        : 'None found',
    ],
    ['Ceiling', ceiling(findings)],
    ['Bottles', findings.bottles.length > 0 ? findings.bottles.map((b) => formatNumber(b)).join(', ') : 'None found'],
    ['Cooling units', findings.models.length > 0 ? findings.models.map((m) => `${m.brand} ${m.model}`).join(', ') : 'No model named'],
    ['Cooling capacity', findings.btu.length > 0 ? findings.btu.map(formatBtuh).join(', ') : 'Not stated'],
    [
      'Priced lines',
      findings.prices.length > 0
        ? `${findings.prices.filter((p) => p.kind === 'item').length} items${findings.statedTotal === null ? '' : `, total ${formatUsd(findings.statedTotal)}`}`
        : 'None found',
    ],
  ];
  return (
    <ReportSection id="findings" title="What the document says">
      <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[10rem_1fr]" data-testid="document-findings">
        {rows.map(([label, value]) => (
          <div key={label} className="contents" data-finding={label}>
            <dt className="font-semibold text-ink-900">{label}</dt>
            <dd className="text-ink-800">{value}</dd>
          </div>
        ))}
      </dl>
    </ReportSection>
  );
}
