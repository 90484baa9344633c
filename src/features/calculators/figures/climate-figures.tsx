/**
 * The cooling-load calculator's figures: the engine and everything that
 * shows what it says. Loaded once the page is interactive (see toolFigures),
 * so the form answers first.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { estimatorConfig } from '@domain/estimator/config.ts';
import { estimateCoolingLoad, estimateCoolingLoadSimple, type CoolingLineKey, type CoolingLoadResult } from '@domain/estimator/cooling.ts';
import { formatArea, formatBtuh, formatNumber, formatPower, formatTemperatureDelta } from '@domain/estimator/format.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import { AssumptionsPanel } from '@/components/tool-shell/assumptions-panel.tsx';
import { StackedBars } from '@/components/charts/stacked-bars.tsx';
import { NoteList, ResultTable, Stat, StatGrid } from '@/components/tool-shell/result-panel.tsx';
import type { ClimateValues } from '../lib/climate-spec.ts';
import { climateOutput, climateInputList } from '../lib/climate-output.ts';
import { collectSources } from '@/components/tool-shell/sources.ts';
import { calculatorFigures } from '@/components/tool-shell/calculator-figures.tsx';

const SOURCES = collectSources(estimatorConfig.cooling, estimatorConfig.conditions, estimatorConfig.defaults.cooling);

/** One colour per source of heat, the same in the bar and the legend. */
const LINE_COLORS: Record<CoolingLineKey, string> = {
  wall: '#6b1d2a',
  ceiling: '#9e3a4d',
  floor: '#8c6a2e',
  door: '#43352d',
  glass: '#2f6580',
  infiltration: '#c9a45c',
  lighting: '#e6cf9a',
  people: '#5b4a40',
  equipment: '#b08a44',
};

const compute = (values: ClimateValues): CoolingLoadResult =>
  values.mode === 'simple' ? estimateCoolingLoadSimple(values.input) : estimateCoolingLoad(values.input);

const ClimateDetails = memo(function ClimateDetails({ result }: { result: CoolingLoadResult }) {
  return (
    <>
      <StatGrid>
        <Stat label="Heat load" value={formatBtuh(result.totalBtuh)} detail={`${formatNumber(result.totalW)} W entering the cellar`} />
        <Stat label="Recommended unit" value={`${formatNumber(result.recommended.sizeBtuh)} BTU/h`} detail={result.recommended.label} />
      </StatGrid>
      <p className="text-sm leading-relaxed text-ink-800">{result.recommended.reason}</p>
      <StackedBars
        title="Where the heat comes from, and the capacity it calls for"
        rows={[
          {
            key: 'load',
            label: 'Heat load',
            display: formatBtuh(result.totalBtuh),
            segments: result.lines.map((line) => ({ key: line.key, label: line.label, value: line.btuh, color: LINE_COLORS[line.key] })),
          },
          {
            key: 'design',
            label: 'Design capacity',
            display: formatBtuh(result.designBtuh),
            segments: [
              { key: 'load', label: 'Heat load', value: result.totalBtuh, color: '#6b1d2a' },
              { key: 'runtime', label: 'Run-time allowance', value: result.runTimeBtuh - result.totalBtuh, color: '#c9a45c', hatched: true },
              { key: 'safety', label: 'Safety margin', value: result.designBtuh - result.runTimeBtuh, color: '#e6cf9a', hatched: true },
            ],
          },
        ]}
        marker={{ value: result.recommended.sizeBtuh, label: `Recommended unit: ${formatBtuh(result.recommended.sizeBtuh)}` }}
        legend={result.lines.map((line) => ({ key: line.key, label: line.label, color: LINE_COLORS[line.key], display: formatBtuh(line.btuh) }))}
      />
      <LoadTable result={result} allowance={result.runTimeBtuh - result.totalBtuh} margin={result.designBtuh - result.runTimeBtuh} />
      <NoteList title="Warnings" tone="warning" items={result.warnings.map((warning) => warning.message)} />
    </>
  );
});

const ClimateAfter = memo(function ClimateAfter({ result, values }: { result: CoolingLoadResult; values: ClimateValues }) {
  return (
    <>
      <AssumptionsPanel assumptions={result.assumptions} sources={SOURCES} inputs={climateInputList(values)} />
      <nav aria-label="Related calculators" className="no-print grid gap-4 sm:grid-cols-2">
        <Link to="/calculators/cost" className="card block p-5 transition-colors hover:border-gold-400/60">
          <span className="font-display text-lg text-gold-200">Price the whole cellar</span>
          <span className="mt-1 block text-sm text-mist-300">Cooling is one line of seven in the cost calculator.</span>
        </Link>
        <Link to="/resources/technical-guide" className="card block p-5 transition-colors hover:border-gold-400/60">
          <span className="font-display text-lg text-gold-200">Read the technical guide</span>
          <span className="mt-1 block text-sm text-mist-300">The full cooling-load worked example, step by step.</span>
        </Link>
      </nav>
    </>
  );
});

/**
 * The capacity in the visitor's unit, the other unit after it in smaller type;
 * a narrow phone breaks the line between them, never inside one ("426 / W").
 */
function PowerHeadline({ btuh, system }: { btuh: number; system: UnitSystem }) {
  const text = formatPower(btuh, system);
  const split = text.indexOf(' (');
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, split)}</span>{' '}
      <span className="text-2xl whitespace-nowrap text-ink-700 sm:text-3xl">{text.slice(split + 1)}</span>
    </>
  );
}

function LoadTable({ result, allowance, margin }: { result: CoolingLoadResult; allowance: number; margin: number }) {
  const system = result.unitSystem;
  const c = estimatorConfig.cooling;
  return (
    <ResultTable caption="Load, line by line" columns={['Source', 'BTU/h']}>
      <tbody>
        {result.surfaces.map((surface, index) => (
          <tr key={`${surface.label}-${index}`} className="border-b border-cream-200 align-top">
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              <span className="block font-medium text-ink-900">{surface.label}</span>
              <span className="block text-ink-700">
                {formatArea(surface.areaSqft, system)} × {formatTemperatureDelta(surface.deltaTF, system)} ÷ R-{formatNumber(surface.rValue, 1)}
              </span>
            </th>
            <td className="py-2 text-right text-ink-900 tabular-nums">{formatNumber(surface.btuh)}</td>
          </tr>
        ))}
        <tr className="border-b border-cream-200 align-top">
          <th scope="row" className="py-2 pr-3 text-left font-normal">
            <span className="block font-medium text-ink-900">Air leakage</span>
            <span className="block text-ink-700">
              {c.infiltrationFactor.value} × {formatNumber(result.infiltration.airChangesPerHour, 1)} ACH ×{' '}
              {system === 'metric' ? `${formatNumber(result.infiltration.volumeCum, 1)} m³` : `${formatNumber(result.infiltration.volumeCuft)} ft³`} ×{' '}
              {formatTemperatureDelta(result.infiltration.deltaTF, system)}
            </span>
          </th>
          <td className="py-2 text-right text-ink-900 tabular-nums">{formatNumber(result.infiltration.btuh)}</td>
        </tr>
        {result.lines
          .filter((line) => line.key === 'lighting' || line.key === 'people' || line.key === 'equipment')
          .map((line) => (
            <tr key={line.key} className="border-b border-cream-200 align-top">
              <th scope="row" className="py-2 pr-3 text-left font-medium text-ink-900">
                {line.label}
                <span className="block font-normal text-ink-700">{formatNumber(line.watts)} W × 3.412</span>
              </th>
              <td className="py-2 text-right text-ink-900 tabular-nums">{formatNumber(line.btuh)}</td>
            </tr>
          ))}
      </tbody>
      <tfoot>
        <tr className="border-b border-cream-300 font-semibold text-ink-900">
          <th scope="row" className="py-2 pr-3 text-left">
            Heat load
          </th>
          <td className="py-2 text-right tabular-nums">{formatNumber(result.totalBtuh)}</td>
        </tr>
        <tr className="border-b border-cream-200 text-ink-800">
          <th scope="row" className="py-2 pr-3 text-left font-normal">
            Run 16 of 24 hours (× {c.runTimeFactor.value})
          </th>
          <td className="py-2 text-right tabular-nums">+{formatNumber(allowance)}</td>
        </tr>
        <tr className="border-b border-cream-200 text-ink-800">
          <th scope="row" className="py-2 pr-3 text-left font-normal">
            Safety margin (+{formatNumber((c.safetyFactor.value - 1) * 100)}%)
          </th>
          <td className="py-2 text-right tabular-nums">+{formatNumber(margin)}</td>
        </tr>
        <tr className="font-semibold text-ink-900">
          <th scope="row" className="py-2 pr-3 text-left">
            Design capacity
          </th>
          <td className="py-2 text-right tabular-nums">{formatNumber(result.designBtuh)}</td>
        </tr>
      </tfoot>
    </ResultTable>
  );
}

export const figures = calculatorFigures<ClimateValues, ReturnType<typeof compute>>({
  compute,
  peek: (result) => formatBtuh(result.designBtuh),
  card: (result, link) => ({
    kind: 'climate',
    label: 'Cooling capacity to buy',
    headline: <PowerHeadline btuh={result.designBtuh} system={result.unitSystem} />,
    subline: `Heat load ${formatBtuh(result.totalBtuh)} · choose a ${formatNumber(result.recommended.sizeBtuh)} BTU/h ${result.recommended.label.toLowerCase()}`,
    output: climateOutput(result, link),
  }),
  Details: ClimateDetails,
  After: ClimateAfter,
});
