/** The ai-tools function's check of a plan: the server's own figures, and a model's review when one is configured. */
import type { ResultPart } from '@/components/tool-shell/result-parts.tsx';
import { invokeFunction } from '@/lib/functions.ts';
import type { Plan } from '@domain/designer/plan.ts';

export interface DesignCheck {
  tool: 'visual-designer';
  result: {
    verified: boolean;
    headline: string;
    bottles: number;
    total: { low: number; high: number } | null;
    lines: { label: string; value: string }[];
    review: string | null;
    reviewNote: string | null;
  };
  parts: ResultPart[];
}

export const checkDesign = (plan: Plan, signal?: AbortSignal) => invokeFunction<DesignCheck>('ai-tools', { tool: 'visual-designer', input: { plan, review: true } }, signal);
