/**
 * The visitor's own design, from this browser's designer draft, in the few
 * words a prompt can carry: the room, the pieces and the bottles. Loaded only
 * when the visitor adds their design to the prompt.
 */
import { estimatePlan } from '@domain/designer/estimate.ts';
import { planLines, roomText } from '@domain/designer/summary.ts';
import { formatNumber } from '@domain/estimator/format.ts';
import type { Plan } from '@domain/designer/plan.ts';
import { readDraft } from '../designer/index.ts';

export function planInWords(plan: Plan): string {
  const estimate = estimatePlan(plan);
  const pieces = planLines(plan, estimate).find((line) => line.label === 'Pieces')?.value ?? 'None';
  const words = [roomText(plan), pieces === 'None' ? 'no racking yet' : pieces];
  if (estimate.bottles > 0) words.push(`about ${formatNumber(estimate.bottles)} bottles`);
  return words.join('; ');
}

export async function draftInWords(): Promise<string | null> {
  const plan = await readDraft();
  return plan ? planInWords(plan) : null;
}
