/**
 * What a tool's result becomes outside the page: the calculation Save stores
 * in My Calculations, and what "Get a quote with this" carries to /quote. A
 * tool module builds one `ToolOutput` from its result; the shell turns it
 * into the saved row and the quote link, so no tool writes either by hand.
 */
import type { Budget, ProjectType, Timeline } from '@domain/inquiry/choices.ts';
import { quoteHref } from '@/lib/quote-prefill.ts';
import type { NewCalculation } from '@/lib/saved-calculations.ts';

export interface ToolOutput {
  /** Saved as is; its `summary.link` is the page with its inputs. */
  calculation: NewCalculation;
  /** The quote request's pre-fill: what the result says about the project, and one paragraph the business reads. */
  quote: {
    projectType?: ProjectType;
    capacityBottles?: number;
    budget?: Budget;
    timeline?: Timeline;
    summary: string;
  };
}

export function quoteHrefFor({ calculation, quote }: ToolOutput): string {
  const { summary, ...project } = quote;
  return quoteHref({
    ...project,
    calculation: { kind: calculation.kind, title: calculation.title, summary, link: calculation.summary.link, inputs: {} },
  });
}
