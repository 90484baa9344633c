import type { ReactNode } from 'react';
import type { SimView } from '@domain/simulator/view.ts';

const W = 720;
const H = 280;
const PAD = { left: 44, right: 44, top: 14, bottom: 30 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;

/** One entry of the chart's key: a sample of the line or shading, then what it stands for. */
function Key({ mark, children }: { mark: string; children: ReactNode }) {
  return (
    <li>
      <span aria-hidden="true" className={`mr-1.5 inline-block w-5 align-middle ${mark}`} />
      {children}
    </li>
  );
}

interface ClimateChartProps {
  view: SimView;
  title: string;
}

/**
 * The cellar's temperature (solid, left axis, °F) and relative humidity
 * (dashed, right axis, %) hour by hour, over the 50–59°F band with 55°F
 * marked and the 65°F and 70°F lines; a power cut and an open door are
 * shaded. The same figures are in the table under it.
 */
export function ClimateChart({ view, title }: ClimateChartProps) {
  const { hours } = view;
  const lastHour = hours.at(-1)?.hour ?? 24;
  const temps = hours.map((point) => point.cellarF);
  const low = Math.floor(Math.min(48, ...temps) / 5) * 5;
  const high = Math.ceil(Math.max(72, ...temps) / 5) * 5;
  const x = (hour: number) => PAD.left + (hour / lastHour) * PLOT_W;
  const yT = (tempF: number) => PAD.top + ((high - tempF) / (high - low)) * PLOT_H;
  const yH = (pct: number) => PAD.top + ((100 - pct) / 100) * PLOT_H;
  const line = (value: (index: number) => number) => hours.map((point, index) => `${x(point.hour).toFixed(1)},${value(index).toFixed(1)}`).join(' ');
  const tempTicks: number[] = [];
  for (let t = low; t <= high; t += 5) tempTicks.push(t);
  const dayTicks: number[] = [];
  for (let h = 0; h <= lastHour; h += lastHour > 72 ? 24 : 12) dayTicks.push(h);
  const threshold = (tempF: number, label: string) => (
    <g>
      <line x1={PAD.left} x2={W - PAD.right} y1={yT(tempF)} y2={yT(tempF)} className="stroke-wine-600" strokeDasharray="6 4" strokeWidth="1.5" />
      <text x={PAD.left + 4} y={yT(tempF) - 4} className="fill-wine-800 text-[11px] font-semibold">
        {label}
      </text>
    </g>
  );

  return (
    <figure className="grid gap-2" data-testid="climate-chart">
      <figcaption className="font-sans text-sm font-semibold text-ink-900">{title}</figcaption>
      {/* Below about 36rem the labels would shrink past reading: the chart keeps its size and scrolls sideways instead. */}
      <div className="scroll-x" role="region" tabIndex={0} aria-label={`${title}: chart`}>
        <svg viewBox={`0 0 ${W} ${H}`} className="block h-auto w-full min-w-[36rem]" role="img" aria-label={`${title}: ${view.risk.findings.join(' ')}`}>
          <rect x={PAD.left} y={PAD.top} width={PLOT_W} height={PLOT_H} className="fill-cream-100" />
          {view.events.map((event) => (
            <rect
              key={`${event.kind}-${event.startHour}`}
              x={x(event.startHour)}
              y={PAD.top}
              width={Math.max(0, x(Math.min(lastHour, event.startHour + event.hours)) - x(event.startHour))}
              height={PLOT_H}
              className={event.kind === 'power-cut' ? 'fill-ink-700/15' : 'fill-gold-300/40'}
              data-event={event.kind}
            />
          ))}
          <rect x={PAD.left} y={yT(59)} width={PLOT_W} height={yT(50) - yT(59)} className="fill-gold-300/50" />
          <line x1={PAD.left} x2={W - PAD.right} y1={yT(55)} y2={yT(55)} className="stroke-ink-700" strokeWidth="1" />
          {high >= 65 ? threshold(65, '65°F') : null}
          {high >= 70 ? threshold(70, '70°F') : null}
          {tempTicks.map((t) => (
            <text key={t} x={PAD.left - 6} y={yT(t) + 4} textAnchor="end" className="fill-ink-800 text-[11px] tabular-nums">
              {t}°
            </text>
          ))}
          {[0, 50, 100].map((pct) => (
            <text key={pct} x={W - PAD.right + 6} y={yH(pct) + 4} className="fill-ink-800 text-[11px] tabular-nums">
              {pct}%
            </text>
          ))}
          {dayTicks.map((h) => (
            <text key={h} x={x(h)} y={H - 10} textAnchor="middle" className="fill-ink-800 text-[11px] tabular-nums">
              {h === 0 ? 'start' : `${h} h`}
            </text>
          ))}
          <polyline points={line((i) => yH(hours[i]?.humidityPct ?? 0))} fill="none" className="stroke-ink-700" strokeWidth="1.5" strokeDasharray="3 3" />
          <polyline points={line((i) => yT(temps[i] ?? 0))} fill="none" className="stroke-wine-700" strokeWidth="2.5" strokeLinejoin="round" />
        </svg>
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-800">
        <Key mark="h-0.5 bg-wine-700">Cellar temperature (°F, left)</Key>
        <Key mark="border-t-2 border-dashed border-ink-700">Relative humidity (%, right)</Key>
        <Key mark="h-3 bg-gold-300/60">50–59°F, 55°F marked</Key>
        {view.events.some((event) => event.kind === 'power-cut') ? <Key mark="h-3 bg-ink-700/20">Power off</Key> : null}
        {view.events.some((event) => event.kind === 'door-open') ? <Key mark="h-3 bg-gold-300/40">Door open</Key> : null}
      </ul>
    </figure>
  );
}
