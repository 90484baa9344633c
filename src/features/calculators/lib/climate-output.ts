/**
 * What a climate result says outside the page: the saved calculation, the
 * quote's summary and the list of inputs it was worked out from. Loaded
 * with the figures.
 */
import type { CoolingLoadResult } from '@domain/estimator/cooling.ts';
import { formatBtuh, formatNumber, formatPower } from '@domain/estimator/format.ts';
import { OPTION_LABELS } from '@domain/estimator/options.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { climatePlaceholders, type ClimateValues } from './climate-spec.ts';

const titleOf = (result: CoolingLoadResult) =>
  `Cooling load: ${formatBtuh(result.designBtuh)} design capacity`;

/** What Save stores and what the quote request carries. */
export function climateOutput(result: CoolingLoadResult, link: string): ToolOutput {
  const calculation: ToolOutput['calculation'] = {
    kind: 'climate',
    title: titleOf(result),
    inputs: { ...Object.fromEntries(new URLSearchParams(link.split('?')[1] ?? '')) },
    summary: {
      headline: `${formatBtuh(result.designBtuh)}: a ${formatNumber(result.recommended.sizeBtuh)} BTU/h ${result.recommended.label.toLowerCase()}`,
      lines: [
        { label: 'Heat load', value: formatPower(result.totalBtuh, result.unitSystem) },
        { label: 'Design capacity', value: formatPower(result.designBtuh, result.unitSystem) },
        { label: 'Recommended unit', value: `${formatNumber(result.recommended.sizeBtuh)} BTU/h, ${result.recommended.label}` },
        ...result.lines.map((line) => ({ label: line.label, value: formatBtuh(line.btuh) })),
        { label: 'Warnings', value: result.warnings.length === 0 ? 'None' : String(result.warnings.length) },
      ].slice(0, 12),
      link,
    },
  };
  return { calculation, quote: { summary: result.summary } };
}

export function climateInputList(values: ClimateValues): { label: string; value: string }[] {
  const system = values.mode === 'simple' ? values.input.unitSystem : values.input.unitSystem;
  const t = system === 'metric' ? '°C' : '°F';
  const u = system === 'metric' ? 'm' : 'ft';
  const place = climatePlaceholders(system);
  if (values.mode === 'simple') {
    const v = values.input;
    return [
      { label: 'Room', value: `${v.length ?? place.length} × ${v.width ?? place.width} × ${v.height ?? place.height} ${u}` },
      { label: 'Insulation', value: OPTION_LABELS.insulation[v.insulation] },
      { label: 'Glass', value: OPTION_LABELS.glass[v.glass] },
      { label: 'Surroundings', value: `${v.surroundingsTemp ?? place.surroundingsTemp}${t}` },
      { label: 'Cellar', value: `${v.cellarTemp ?? place.cellarTemp}${t}` },
      { label: 'Floor', value: OPTION_LABELS.floorOver[v.floorOver] },
      { label: 'Traffic', value: OPTION_LABELS.traffic[v.traffic] },
      { label: 'Lighting', value: `${v.lightingWatts} W` },
      { label: 'People', value: String(v.people) },
    ];
  }
  const v = values.input;
  return [
    { label: 'Cellar', value: `${v.cellarTemp ?? place.cellarTemp}${t}` },
    ...(v.surfaces ?? []).map((surface, index) => ({
      label: surface.label || `${OPTION_LABELS.surfaceKind[surface.kind]} ${index + 1}`,
      value: `${surface.area} ${system === 'metric' ? 'm²' : 'ft²'}, R-${surface.rValue}, ${surface.outsideTemp}${t}`,
    })),
    { label: 'Air changes per hour', value: String(v.airChangesPerHour) },
    { label: 'Lighting', value: `${v.lightingWatts} W` },
    { label: 'People', value: String(v.people) },
  ];
}
