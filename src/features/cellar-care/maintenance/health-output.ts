/** What Save keeps and "Get a quote with this" carries for a unit's health: the unit and its daily log (compact), and the headline findings. */
import { OPTION_LABELS } from '@domain/estimator/options.ts';
import { formatUsdRange } from '@domain/estimator/format.ts';
import type { Health, UnitInfo } from '@domain/maintenance/health.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { reportIdFor } from '@/lib/report-id.ts';
import { toSaved } from './draft.ts';
import { STATUS_LABELS } from './status.ts';

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

export function healthOutput(health: Health, unit: UnitInfo): ToolOutput {
  const body = toSaved('', unit, health.days);
  const reportId = reportIdFor('uh', body);
  const period = `${day(health.from)} to ${day(health.to)}`;
  const lines = [
    { label: 'Log', value: `${health.days.length} days, ${period}` },
    { label: 'Next service', value: health.service.due },
    ...health.causes.slice(0, 3).map((cause) => ({ label: 'Likely cause', value: `${cause.title}${cause.technician ? ' (technician)' : ''}` })),
    ...(health.replacement ? [{ label: 'Replacement', value: formatUsdRange(health.replacement.low, health.replacement.high) }] : []),
  ];
  return {
    calculation: {
      kind: 'unit-health',
      title: `${OPTION_LABELS.coolingUnitType[unit.type]} unit health, ${period}`,
      inputs: { ...body, reportId } as unknown as Record<string, unknown>,
      summary: { headline: `${STATUS_LABELS[health.status]}, service by ${health.service.due}`, lines, link: `/predictive-maintenance?report=${reportId}` },
    },
    quote: {
      projectType: health.replacement ? 'renovation' : 'consultation',
      summary: `Cooling unit health (${OPTION_LABELS.coolingUnitType[unit.type]}): ${STATUS_LABELS[health.status].toLowerCase()}; next service ${health.service.due}. Likely causes: ${health.causes.map((c) => c.title.toLowerCase()).join('; ') || 'none found'}.`.slice(0, 1000),
    },
  };
}
