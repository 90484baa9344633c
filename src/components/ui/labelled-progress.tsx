import type { ReactNode } from 'react';

interface LabelledProgressProps {
  id: string;
  /** What is being done, and how far ("Reading pages: 3 of 12"). */
  label: ReactNode;
  value: number;
  max: number;
}

/** A long task's progress bar, named by the line above it. */
export function LabelledProgress({ id, label, value, max }: LabelledProgressProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm text-mist-300">
        {label}
      </label>
      <progress id={id} className="h-2 w-full accent-gold-400" max={max} value={value} />
    </div>
  );
}
