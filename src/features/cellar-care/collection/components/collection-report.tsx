import { useMemo } from 'react';
import { STYLE_LABELS, bottleCount, type Wine } from '@domain/collection/wine.ts';
import type { DrinkingWindow, WindowStatus } from '@domain/collection/windows.ts';
import { formatNumber, formatUsd } from '@domain/estimator/format.ts';
import { NoteList, ResultTable, Stat, StatGrid } from '@/components/tool-shell/result-panel.tsx';
import { ResultParts, type ResultPart } from '@/components/tool-shell/result-parts.tsx';
import { ReportSection } from '@/components/tool-shell/report-section.tsx';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import type { Engine } from '../load-engine.ts';
import { collectionOutput } from '../collection-output.ts';
import { thisYear, type CollectionState } from '../use-collection.ts';
import { Timeline } from './timeline.tsx';

const ENGINE_PARTS: ResultPart[] = [
  { part: 'drinking windows', source: 'engine', by: 'style-and-vintage rules (or your own windows)' },
  { part: 'storage needs', source: 'engine', by: 'capacity calculator' },
  { part: 'value at risk', source: 'engine', by: 'collection valuation estimator' },
];
const STATUS_LABELS: Record<WindowStatus, string> = { ready: 'Ready now', hold: 'Hold', past: 'Past its best' };
const STATUS_ORDER: Record<WindowStatus, number> = { past: 0, ready: 1, hold: 2 };
const STATUS_STYLE: Record<WindowStatus, string> = { ready: 'bg-gold-300 text-ink-900', hold: 'bg-cream-300 text-ink-900', past: 'bg-wine-700 text-cream-50' };

const basis = (window: DrinkingWindow) =>
  window.source.kind === 'yours' ? 'Your window' : window.source.kind === 'non-vintage' ? 'Non-vintage: drink within a few years of buying' : `Rule: ${window.source.rule.label}`;

interface ReportProps {
  state: CollectionState;
  engine: Engine;
  settings: NonNullable<CollectionState['settings']>;
  current: boolean;
  reopened: string | null;
}

/** The collection worked out: windows and timeline, the storage it needs, its value at risk, with the shell's save, quote and print. Loaded with the engine. */
export default function CollectionReport({ state, engine, settings, current, reopened }: ReportProps) {
  const year = thisYear();
  const wines: readonly Wine[] = state.wines;
  const worked = useMemo(() => {
    const windows = engine.summarizeWindows(wines, year);
    const each = wines.map((wine, index) => ({ wine, index, window: engine.drinkingWindow(wine, year) }));
    each.sort((a, b) => STATUS_ORDER[a.window.status] - STATUS_ORDER[b.window.status] || a.window.to - b.window.to || a.window.from - b.window.from);
    const plan = engine.planStorage(wines, { perYear: settings.perYear, years: settings.growthYears, ceilingFt: settings.ceilingFt });
    const value = engine.valueAtRisk(wines, { avgTempF: settings.avgTempF, dailySwingF: settings.swingF, humidityPct: settings.humidity, light: settings.light, vibration: settings.vibration, years: settings.riskYears });
    return { windows, each, plan, value, output: collectionOutput(wines, state.settingsDraft, windows, plan, value) };
  }, [engine, wines, year, settings, state.settingsDraft]);
  const { windows, each, plan, value, output } = worked;
  const bottles = bottleCount(wines);
  const valuation = value.valuation;
  return (
    <ToolResult
      kind="wine-collection"
      label="Your collection"
      headline={<span data-testid="collection-bottles">{`${formatNumber(bottles)} ${bottles === 1 ? 'bottle' : 'bottles'}`}</span>}
      subline={<span data-testid="collection-counts">{`${windows.counts.ready} ready now · ${windows.counts.hold} to hold · ${windows.counts.past} past their best`}</span>}
      current={current && output.fits}
      output={output.output}
      printLabel="Print the collection"
      shareable={false}
    >
      {reopened ? <p className="rounded-md border border-cream-300 bg-cream-100 px-3 py-2 text-sm text-ink-800">{reopened}</p> : null}
      {!output.fits ? (
        <p className="rounded-md border border-wine-700 bg-cream-100 px-3 py-2 text-sm text-ink-900" role="status" data-testid="too-large">
          This collection is too large to save in one piece ({formatNumber(output.size / 1000)} of {formatNumber(60)} thousand characters): shorten some names or regions, or keep it in two. It stays in this browser.
        </p>
      ) : null}

      <ReportSection id="windows" title="Drinking windows">
        <div className="mt-3">
          <StatGrid>
            <Stat label="Ready now" value={<span data-testid="count-ready">{windows.counts.ready}</span>} detail="bottles in their window this year" />
            <Stat label="Hold" value={<span data-testid="count-hold">{windows.counts.hold}</span>} detail="not yet at their best" />
            <Stat label="Past their best" value={<span data-testid="count-past">{windows.counts.past}</span>} detail="drink soon, or check them" />
          </StatGrid>
        </div>
        <p className="mt-3 text-sm text-ink-800" data-testid="windows-basis">
          Windows are guidance from our rules of thumb by style, region, grape and vintage, not a tasting note: a producer’s or critic’s window for a bottle is better.
          {windows.fromYours > 0 ? ` ${windows.fromYours} ${windows.fromYours === 1 ? 'bottle uses' : 'bottles use'} your own window (from your file or the form), which wins over the rules.` : ''}
        </p>
        <Timeline byYear={windows.byYear} />
        <div className="mt-4 overflow-x-auto">
          <ResultTable caption="Each wine’s window, what to open first at the top" columns={['Wine', 'Bottles', 'Window', 'Status']}>
            <tbody data-testid="window-table">
              {each.map(({ wine, index, window }) => (
                <tr key={index} className="border-b border-cream-200 align-top">
                  <th scope="row" className="py-2 pr-3 text-left font-normal text-ink-900">
                    <span className="font-semibold">{`${wine.vintage ?? 'NV'} ${wine.name}`}</span>
                    <span className="block text-xs text-ink-700">{`${STYLE_LABELS[wine.style]}${wine.region ? `, ${wine.region}` : ''} · ${basis(window)}`}</span>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{wine.quantity}</td>
                  <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                    {window.from}–{window.to}
                    {window.peak !== null ? <span className="block text-xs text-ink-700">peak {window.peak}</span> : null}
                  </td>
                  <td className="py-2 text-right">
                    <span className={`rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLE[window.status]}`}>{STATUS_LABELS[window.status]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </ResultTable>
        </div>
      </ReportSection>

      <ReportSection id="storage" title="The storage it needs">
        <div className="mt-3">
          <StatGrid>
            <Stat label="Bottles today" value={formatNumber(plan.growth.today)} detail={`${plan.growth.perYear} a year for ${plan.growth.years} years`} />
            <Stat label={`In ${plan.growth.years} years`} value={<span data-testid="bottles-then">{formatNumber(plan.growth.then)}</span>} detail="at the rate you add them" />
            <Stat
              label="Individual racking"
              value={<span data-testid="racking-length">{plan.racking ? `${formatNumber(plan.racking.lengthFt, 1)} ft` : plan.beyondEngine ? 'Beyond our calculator' : 'None needed'}</span>}
              detail={plan.racking ? `${formatNumber(plan.racking.capacity.rackHeightFt, 1)} ft high, holds ${formatNumber(plan.racking.capacity.planning.capacity)} with your bottle mix` : plan.beyondEngine ? 'more than twelve 60 ft walls: ask us' : 'no bottles to rack'}
            />
          </StatGrid>
        </div>
        {plan.racking?.capacity.current ? <p className="mt-3 text-sm text-ink-800">{plan.racking.capacity.current.message}</p> : null}
        <div className="mt-4 overflow-x-auto">
          <ResultTable caption="Bottle formats and the racking each needs" columns={['Format', 'Today', `In ${plan.growth.years} years`]}>
            <tbody data-testid="format-table">
              {(['half', 'standard', 'magnum', 'large'] as const).map((format) => {
                const grown = plan.growth.today === 0 ? 0 : Math.ceil((plan.formats[format] * plan.growth.then) / plan.growth.today);
                return (
                  <tr key={format} className="border-b border-cream-200">
                    <th scope="row" className="py-2 pr-3 text-left font-normal text-ink-900">
                      {engine.FORMAT_LABELS[format]}
                      <span className="block text-xs text-ink-700">
                        {format === 'large' ? 'A display shelf or their wooden cases: too big for a slot' : format === 'magnum' ? 'Magnum-size slots (counted in the racking above as wider bottles)' : 'Individual slots (a half bottle takes a full slot)'}
                      </span>
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{plan.formats[format]}</td>
                    <td className="py-2 text-right tabular-nums">{grown}</td>
                  </tr>
                );
              })}
            </tbody>
          </ResultTable>
        </div>
        <NoteList
          title="How this was worked out"
          items={[
            `Wider bottles (sparkling, Burgundy and Rhône shapes, magnums): ${plan.widePercent}% of the bottles in slots, which the capacity calculator allows for.`,
            'New bottles are assumed to arrive in the collection’s present mix of formats.',
            ...(plan.racking ? plan.racking.capacity.assumptions : []),
          ]}
        />
      </ReportSection>

      <ReportSection id="value" title="Value and value at risk">
        {valuation ? (
          <>
            <div className="mt-3">
              <StatGrid>
                <Stat label="Collection value" value={<span data-testid="collection-value">{formatUsd(valuation.totalValue)}</span>} detail={`${value.valuedBottles} bottles with a value`} />
                <Stat label={`At risk over ${valuation.years} years`} value={<span data-testid="value-at-risk">{formatUsd(valuation.valueAtRisk)}</span>} detail={`storage risk ${valuation.risk.score}/100, ${valuation.risk.level}`} />
              </StatGrid>
            </div>
            {value.unvaluedBottles > 0 ? <p className="mt-3 text-sm text-ink-800">{value.unvaluedBottles} bottles have no value and are not counted: add one to include them.</p> : null}
            <NoteList title="What would protect it" items={valuation.recommendations} />
            <NoteList title="Assumptions" items={[...valuation.assumptions, 'Rosé is valued and weighted as white wine, the nearest in how it keeps.']} />
          </>
        ) : (
          <p className="mt-3 text-sm text-ink-800" data-testid="no-value">
            No bottle has a value yet: add a value per bottle (or import CellarTracker’s Value or Price column) to see the collection’s value and what storage puts at risk.
          </p>
        )}
      </ReportSection>

      <ResultParts parts={ENGINE_PARTS} className="text-xs text-ink-700" />
      <p className="text-xs text-ink-700">Ran in your browser, no AI model.</p>
    </ToolResult>
  );
}
