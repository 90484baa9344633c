/** What Save keeps and "Get a quote with this" carries for an assessment: the report's inputs (compact) and its headline findings. */
import { RATING_LABELS, type Assessment, type Room } from '@domain/condition/assessment.ts';
import type { ChecklistAnswers } from '@domain/condition/checklist.ts';
import { formatUsdRange } from '@domain/estimator/format.ts';
import type { CoolingSystem } from '@domain/estimator/options.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import type { Reading } from '@domain/readings/reading.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { reportIdFor } from '@/lib/report-id.ts';
import { toSaved } from './draft.ts';

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

export function assessmentOutput(
  assessment: Assessment,
  inputs: { readings: Reading[]; checklist: ChecklistAnswers; cooling: CoolingSystem; room: Room; system: UnitSystem },
): ToolOutput {
  const body = toSaved({ reportId: '', system: inputs.system, cooling: inputs.cooling, room: inputs.room, checklist: inputs.checklist }, inputs.readings);
  const reportId = reportIdFor('ca', body);
  const saved = { ...body, reportId };
  const { stats } = assessment;
  const period = day(stats.from) === day(stats.to) ? day(stats.from) : `${day(stats.from)} to ${day(stats.to)}`;
  const lines = [
    { label: 'Readings', value: `${stats.count.toLocaleString('en-US')}, ${period}` },
    ...assessment.findings.slice(0, 4).map((finding) => ({ label: finding.title, value: `${finding.severity} risk`.slice(0, 120) })),
    ...(assessment.pricedTotal ? [{ label: 'Priced fixes', value: formatUsdRange(assessment.pricedTotal.low, assessment.pricedTotal.high) }] : []),
  ];
  const headline = `${assessment.score}/100, ${RATING_LABELS[assessment.rating].toLowerCase()}`;
  return {
    calculation: {
      kind: 'condition-assessment',
      title: `Cellar condition assessment, ${period}`,
      inputs: saved as unknown as Record<string, unknown>,
      summary: { headline, lines, link: `/condition-assessment?report=${reportId}` },
    },
    quote: {
      projectType: 'renovation',
      summary: `Condition assessment of an existing cellar: ${assessment.summary} Fixes: ${assessment.fixes.map((fix) => fix.title.toLowerCase()).join('; ') || 'none needed'}.`.slice(0, 1000),
    },
  };
}
