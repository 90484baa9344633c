/**
 * A step's subject and body are templates: text with {{variables}} filled
 * from the lead. Every variable has a neutral fallback, so a lead that lacks
 * one (no budget given, no calculation attached) still gets a whole sentence
 * and never a blank or a raw "{{…}}". Pure; the page previews with it and the
 * scheduler sends with it.
 */
import { formatUsdRange } from '../estimator/format.ts';
import { wholeCellarBenchmark } from '../estimator/cost.ts';
import { BUDGET_LABELS, PROJECT_TYPE_LABELS, TIMELINE_LABELS, type Budget, type ProjectType, type Timeline } from '../inquiry/choices.ts';

/** What a template may use, what it means, and what it says when the lead lacks it. */
export const VARIABLES = {
  first_name: { about: 'The client’s first name', fallback: 'there' },
  name: { about: 'The client’s full name', fallback: 'there' },
  project_type: { about: 'The project type they chose', fallback: 'your wine cellar project' },
  budget: { about: 'The budget range they chose', fallback: 'the budget you have in mind' },
  timeline: { about: 'When they want it built', fallback: 'your timeline' },
  location: { about: 'Where the cellar will be', fallback: 'your home' },
  capacity: { about: 'Bottles they want to store', fallback: 'your collection' },
  estimate: { about: 'Their attached estimate, else the estimator’s range for their bottle count, else their budget', fallback: 'a detailed estimate' },
} as const;

export type VariableName = keyof typeof VARIABLES;
export const VARIABLE_NAMES = Object.keys(VARIABLES) as VariableName[];

/** The part of a lead a template reads (columns of public.inquiries). */
export interface SequenceLead {
  id: string;
  email: string;
  first_name: string;
  name: string;
  status: string;
  source: string;
  project_type: string;
  budget: string | null;
  timeline: string | null;
  location: string | null;
  capacity_bottles: number | null;
  calculation: { kind?: unknown; summary?: { headline?: unknown } } | null;
}

/** Those columns, as a select list: the scheduled job and the page's preview read the same lead. */
export const LEAD_COLUMNS = 'id, email, first_name, name, status, source, project_type, budget, timeline, location, capacity_bottles, calculation';

const PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g;

const isVariable = (name: string): name is VariableName => name in VARIABLES;

/** Names used in a template that are not variables, for a validation message. */
export function unknownVariables(template: string): string[] {
  const unknown = [...template.matchAll(PATTERN)].map((match) => match[1]!).filter((name) => !isVariable(name));
  return [...new Set(unknown)];
}

function estimateOf(lead: SequenceLead): string | null {
  const headline = lead.calculation?.kind === 'cost' ? lead.calculation.summary?.headline : undefined;
  if (typeof headline === 'string' && headline.trim()) return headline.trim();
  if (lead.capacity_bottles) {
    const band = wholeCellarBenchmark(lead.capacity_bottles);
    return `${formatUsdRange(band.low, band.high)}${band.openEnded ? '+' : ''} (what ${band.label} typically cost)`;
  }
  return lead.budget ? BUDGET_LABELS[lead.budget as Budget] ?? null : null;
}

/** Each variable's value for this lead, or null where the lead does not have it. */
export function leadValues(lead: SequenceLead): Record<VariableName, string | null> {
  const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);
  return {
    first_name: text(lead.first_name),
    name: text(lead.name),
    project_type: PROJECT_TYPE_LABELS[lead.project_type as ProjectType] ?? null,
    budget: lead.budget ? (BUDGET_LABELS[lead.budget as Budget] ?? null) : null,
    timeline: lead.timeline ? (TIMELINE_LABELS[lead.timeline as Timeline] ?? null) : null,
    location: text(lead.location),
    capacity: lead.capacity_bottles ? `${lead.capacity_bottles.toLocaleString('en-US')} bottles` : null,
    estimate: estimateOf(lead),
  };
}

export interface RenderedPart {
  text: string;
  /** Variables this lead had no value for (their fallback was used). */
  fallbacks: VariableName[];
}

export function renderTemplate(template: string, values: Record<VariableName, string | null>): RenderedPart {
  const fallbacks = new Set<VariableName>();
  const text = template.replace(PATTERN, (whole, name: string) => {
    if (!isVariable(name)) return whole;
    const value = values[name];
    if (value !== null) return value;
    fallbacks.add(name);
    return VARIABLES[name].fallback;
  });
  return { text, fallbacks: [...fallbacks] };
}
