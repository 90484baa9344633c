import { RotateCcw } from 'lucide-react';
import type { PricingInputs, WhatIf } from '@domain/pricing/pricing.ts';

interface SliderProps {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  measured: number;
  show: (value: number) => string;
  onChange: (value: number) => void;
}

function Slider({ id, label, min, max, step, value, measured, show, onChange }: SliderProps) {
  const moved = value !== measured;
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="field-label mb-0">
          {label}
        </label>
        <output htmlFor={id} className={`text-sm tabular-nums ${moved ? 'font-semibold text-gold-200' : 'text-mist-300'}`}>
          {show(value)}
          {moved ? ` (measured ${show(measured)})` : ''}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={show(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-gold-400"
      />
    </div>
  );
}

const signed = (value: number, unit: string) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}${unit}`;

interface WhatIfPanelProps {
  measured: PricingInputs;
  whatIf: WhatIf;
  onChange: (whatIf: WhatIf) => void;
}

/** Sliders over the measured inputs; the advice follows each move, and Reset goes back to what was measured. */
export function WhatIfPanel({ measured, whatIf, onChange }: WhatIfPanelProps) {
  const set = (patch: WhatIf) => onChange({ ...whatIf, ...patch });
  const capacity = whatIf.capacity ?? measured.capacity;
  const measuredDemand = Math.round((measured.demandRatio - 1) * 100);
  const indexLow = Math.floor(measured.baselineIndex * 0.5);
  const indexHigh = Math.ceil(measured.baselineIndex * 1.5);
  const moved = Object.keys(whatIf).length > 0;
  return (
    <section aria-labelledby="what-if-title" className="card grid content-start gap-5 p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="what-if-title" className="font-sans text-xl font-semibold text-cream-50">
          What if…
        </h2>
        <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => onChange({})} disabled={!moved}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Back to measured
        </button>
      </div>
      <p className="text-sm text-mist-300">Move a slider to see the guidance for another quarter. Nothing is saved and no price changes.</p>
      <Slider
        id="what-if-capacity"
        label="Projects we take on this quarter"
        min={1}
        max={12}
        step={1}
        value={capacity}
        measured={measured.capacity}
        show={String}
        onChange={(value) => set({ capacity: value, booked: Math.min(whatIf.booked ?? measured.booked, value) })}
      />
      <Slider
        id="what-if-booked"
        label="Projects booked"
        min={0}
        max={capacity}
        step={1}
        value={Math.min(whatIf.booked ?? measured.booked, capacity)}
        measured={measured.booked}
        show={String}
        onChange={(value) => set({ booked: value })}
      />
      <Slider
        id="what-if-demand"
        label="Lead volume against before"
        min={-75}
        max={200}
        step={5}
        value={whatIf.demandChangePct ?? measuredDemand}
        measured={measuredDemand}
        show={(value) => signed(value, ' %')}
        onChange={(value) => set({ demandChangePct: value })}
      />
      <Slider
        id="what-if-index"
        label="Material cost index"
        min={indexLow}
        max={indexHigh}
        step={0.5}
        value={whatIf.costIndex ?? measured.costIndex}
        measured={measured.costIndex}
        show={(value) => value.toFixed(1)}
        onChange={(value) => set({ costIndex: value })}
      />
      <Slider
        id="what-if-margin"
        label="Every target margin, moved by"
        min={-15}
        max={15}
        step={1}
        value={whatIf.marginShiftPts ?? 0}
        measured={0}
        show={(value) => signed(value, ' points')}
        onChange={(value) => set({ marginShiftPts: value })}
      />
    </section>
  );
}
