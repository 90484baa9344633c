/**
 * The /quote page's public contract: how other pages open it pre-filled
 * (project type, size, budget, timeline and an attached calculation) through
 * query parameters. Calculators build links with `quoteHref`; the quote page
 * reads them back with `readQuotePrefill`, treating them as untrusted.
 */
import {
  BUDGETS,
  PROJECT_TYPES,
  TIMELINES,
  type Budget,
  type ProjectType,
  type Timeline,
} from '@domain/inquiry/choices.ts';
import { isSavedKind, type SavedKind } from '@/config/tools.ts';

export interface AttachedCalculation {
  kind: SavedKind;
  title: string;
  /** One paragraph the business reads with the inquiry. */
  summary: string;
  /** The calculator URL with its inputs. */
  link: string;
  inputs: Record<string, string>;
}

export interface QuotePrefill {
  projectType?: ProjectType;
  capacityBottles?: number;
  budget?: Budget;
  timeline?: Timeline;
  calculation?: AttachedCalculation;
}

export const PREFILL_LIMITS = { title: 200, summary: 1000, link: 2000, bottles: 1_000_000 } as const;

const KEYS = {
  projectType: 'type',
  capacityBottles: 'bottles',
  budget: 'budget',
  timeline: 'timeline',
  kind: 'calc',
  title: 'title',
  summary: 'summary',
  link: 'link',
} as const;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Only paths on this site, never another origin. */
export const isSitePath = (value: string): boolean => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/** The query parameters of a calculator link, as the calculation's inputs. */
export function inputsOf(link: string): Record<string, string> {
  const query = link.includes('?') ? link.slice(link.indexOf('?') + 1) : '';
  return Object.fromEntries(new URLSearchParams(query));
}

export function quoteHref(prefill: QuotePrefill): string {
  const params = new URLSearchParams();
  if (prefill.projectType) params.set(KEYS.projectType, prefill.projectType);
  if (prefill.capacityBottles) params.set(KEYS.capacityBottles, String(Math.round(prefill.capacityBottles)));
  if (prefill.budget) params.set(KEYS.budget, prefill.budget);
  if (prefill.timeline) params.set(KEYS.timeline, prefill.timeline);
  const calculation = prefill.calculation;
  if (calculation) {
    params.set(KEYS.kind, calculation.kind);
    params.set(KEYS.title, calculation.title.slice(0, PREFILL_LIMITS.title));
    params.set(KEYS.summary, calculation.summary.slice(0, PREFILL_LIMITS.summary));
    params.set(KEYS.link, calculation.link);
  }
  const search = params.toString();
  return search ? `/quote?${search}` : '/quote';
}

export function readQuotePrefill(params: URLSearchParams): QuotePrefill {
  const prefill: QuotePrefill = {};
  const type = params.get(KEYS.projectType);
  if (isOneOf(PROJECT_TYPES, type)) prefill.projectType = type;
  const budget = params.get(KEYS.budget);
  if (isOneOf(BUDGETS, budget)) prefill.budget = budget;
  const timeline = params.get(KEYS.timeline);
  if (isOneOf(TIMELINES, timeline)) prefill.timeline = timeline;
  const bottles = Number(params.get(KEYS.capacityBottles));
  if (Number.isInteger(bottles) && bottles >= 1 && bottles <= PREFILL_LIMITS.bottles) prefill.capacityBottles = bottles;

  const kind = params.get(KEYS.kind);
  const title = params.get(KEYS.title)?.trim() ?? '';
  const summary = params.get(KEYS.summary)?.trim() ?? '';
  const link = params.get(KEYS.link) ?? '';
  if (
    isSavedKind(kind) &&
    title !== '' &&
    title.length <= PREFILL_LIMITS.title &&
    summary.length <= PREFILL_LIMITS.summary &&
    isSitePath(link) &&
    link.length <= PREFILL_LIMITS.link
  ) {
    prefill.calculation = { kind, title, summary, link, inputs: inputsOf(link) };
  }
  return prefill;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `/quote?calculation=<id>` names a saved calculation by its id. */
export const isCalculationId = (value: string | null): value is string => value !== null && UUID.test(value);
