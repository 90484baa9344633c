/** What Save keeps and "Get a quote with this" carries for a collection: the wines (compact) and settings, and the headline figures. */
import { bottleCount, type Wine } from '@domain/collection/wine.ts';
import type { WindowSummary } from '@domain/collection/windows.ts';
import type { StoragePlan, CollectionValue } from '@domain/collection/storage.ts';
import { formatUsd } from '@domain/estimator/format.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { reportIdFor } from '@/lib/report-id.ts';
import { SAVED_MAX_CHARS, toSaved, type SettingsDraft } from './draft.ts';

export interface CollectionOutput {
  output: ToolOutput;
  /** The saved row's size in characters, and whether it fits. */
  size: number;
  fits: boolean;
}

export function collectionOutput(wines: readonly Wine[], settings: SettingsDraft, windows: WindowSummary, plan: StoragePlan, value: CollectionValue): CollectionOutput {
  const body = toSaved(wines, settings);
  const reportId = reportIdFor('wc', body);
  const inputs = { ...body, reportId };
  const size = JSON.stringify(inputs).length;
  const bottles = bottleCount(wines);
  const { counts } = windows;
  const lines = [
    { label: 'Wines', value: `${wines.length}, ${bottles} bottles` },
    { label: 'Drinking windows', value: `${counts.ready} ready now, ${counts.hold} to hold, ${counts.past} past their best` },
    ...(plan.racking ? [{ label: 'Racking needed', value: `${plan.racking.lengthFt} ft of individual racking for ${plan.slotBottles} bottles in ${plan.growth.years} years` }] : []),
    ...(value.valuation
      ? [
          { label: 'Value', value: `${formatUsd(value.valuation.totalValue)} (${value.valuedBottles} bottles valued)` },
          { label: 'Value at risk', value: `${formatUsd(value.valuation.valueAtRisk)} over ${value.valuation.years} years` },
        ]
      : []),
  ];
  return {
    size,
    fits: size <= SAVED_MAX_CHARS,
    output: {
      calculation: {
        kind: 'wine-collection',
        title: `Wine collection, ${bottles} bottles`,
        inputs: inputs as unknown as Record<string, unknown>,
        summary: { headline: `${bottles} bottles: ${counts.ready} ready now`, lines, link: `/wine-collection-ai?report=${reportId}` },
      },
      quote: {
        projectType: 'residential',
        capacityBottles: Math.min(50_000, Math.max(12, plan.racking?.capacity.planning.capacity ?? plan.growth.then)),
        summary:
          `A collection of ${bottles} bottles (${wines.length} wines) growing by ${plan.growth.perYear} a year: ${plan.growth.then} in ${plan.growth.years} years` +
          (plan.racking ? `, about ${plan.racking.lengthFt} ft of individual racking` : '') +
          (plan.magnumSlots > 0 ? `, ${plan.magnumSlots} magnum slots` : '') +
          (plan.largeFormatPlaces > 0 ? `, ${plan.largeFormatPlaces} large-format places` : '') +
          (value.valuation ? `. Valued at ${formatUsd(value.valuation.totalValue)}, ${formatUsd(value.valuation.valueAtRisk)} at risk over ${value.valuation.years} years where it is kept now.` : '.'),
      },
    },
  };
}
