/**
 * What a lead is scored on: each feature a number from 0 to 1, read from the
 * lead as the inbox holds it plus its engagement (how much the visitor did on
 * the site before writing). Pure: the same lead gives the same vector.
 */
import { BUDGETS, BUDGET_LABELS, PROJECT_TYPE_LABELS, TIMELINE_LABELS, type Budget, type ProjectType, type Timeline } from '../inquiry/choices.ts';

/** The lead's fields the score reads (a subset of a row of inquiry_inbox). */
export interface ScoredLead {
  id: string;
  project_type: ProjectType;
  budget: Budget | null;
  timeline: Timeline | null;
  details: string;
  location: string | null;
  capacity_bottles: number | null;
  calculation: object | null;
  attachments: readonly unknown[] | null;
}

/** Counts only: admins never read a visitor's saved items themselves (20261121000300_saved_items.sql). */
export interface Engagement {
  savedCalculations: number;
  savedDesigns: number;
}

export const NO_ENGAGEMENT: Engagement = { savedCalculations: 0, savedDesigns: 0 };

export const FEATURES = ['budget', 'timeline', 'commercial', 'renovation', 'consultation', 'completeness', 'calculation', 'attachments', 'savedWork'] as const;
export type Feature = (typeof FEATURES)[number];
export type FeatureVector = Record<Feature, number>;

export const FEATURE_LABELS: Record<Feature, string> = {
  budget: 'Budget',
  timeline: 'Timeline',
  commercial: 'Commercial project',
  renovation: 'Renovation',
  consultation: 'Consultation only',
  completeness: 'Completeness of the request',
  calculation: 'Calculation attached',
  attachments: 'Files attached',
  savedWork: 'Saved calculations and designs',
};

/** Higher band, higher value; no budget given reads as the lowest band's 0. */
const budgetLevel = (budget: Budget | null) => (budget ? BUDGETS.indexOf(budget) / (BUDGETS.length - 1) : 0);

/** How soon the client means to build: "as soon as possible" is 1, "just planning" 0. */
const TIMELINE_LEVEL: Record<Timeline, number> = { asap: 1, '1-3months': 0.75, '3-6months': 0.5, '6-12months': 0.25, planning: 0 };

/** Details shorter than this read as a one-liner, not a described project. */
export const DETAILED_CHARS = 60;
/** Saturation points: past these, more of the same says nothing new. */
export const MAX_ATTACHMENTS = 3;
export const MAX_SAVED = 5;

/** Phone, name and email are required by every form, so they say nothing about the lead; these are optional. */
const COMPLETENESS_PARTS: ReadonlyArray<(lead: ScoredLead) => boolean> = [
  (lead) => lead.budget !== null,
  (lead) => lead.timeline !== null,
  (lead) => (lead.location ?? '').trim() !== '',
  (lead) => (lead.capacity_bottles ?? 0) > 0,
  (lead) => lead.details.trim().length >= DETAILED_CHARS,
];

export function featuresOf(lead: ScoredLead, engagement: Engagement = NO_ENGAGEMENT): FeatureVector {
  const filled = COMPLETENESS_PARTS.filter((part) => part(lead)).length;
  const saved = engagement.savedCalculations + engagement.savedDesigns;
  return {
    budget: budgetLevel(lead.budget),
    timeline: lead.timeline ? TIMELINE_LEVEL[lead.timeline] : 0,
    commercial: lead.project_type === 'commercial' ? 1 : 0,
    renovation: lead.project_type === 'renovation' ? 1 : 0,
    consultation: lead.project_type === 'consultation' ? 1 : 0,
    completeness: filled / COMPLETENESS_PARTS.length,
    calculation: lead.calculation ? 1 : 0,
    attachments: Math.min(lead.attachments?.length ?? 0, MAX_ATTACHMENTS) / MAX_ATTACHMENTS,
    savedWork: Math.min(saved, MAX_SAVED) / MAX_SAVED,
  };
}

/** The feature's value in words, for a reason line. */
export function describeFeature(feature: Feature, lead: ScoredLead, engagement: Engagement = NO_ENGAGEMENT): string {
  switch (feature) {
    case 'budget':
      return lead.budget ? BUDGET_LABELS[lead.budget] : 'No budget given';
    case 'timeline':
      return lead.timeline ? TIMELINE_LABELS[lead.timeline] : 'No timeline given';
    case 'commercial':
    case 'renovation':
    case 'consultation':
      return PROJECT_TYPE_LABELS[lead.project_type];
    case 'completeness': {
      const filled = COMPLETENESS_PARTS.filter((part) => part(lead)).length;
      return `${filled} of ${COMPLETENESS_PARTS.length} details given`;
    }
    case 'calculation':
      return lead.calculation ? 'A saved calculation came with the request' : 'No calculation attached';
    case 'attachments': {
      const count = lead.attachments?.length ?? 0;
      return count === 1 ? '1 file' : `${count} files`;
    }
    case 'savedWork':
      return `${engagement.savedCalculations} saved calculation${engagement.savedCalculations === 1 ? '' : 's'}, ${engagement.savedDesigns} saved design${engagement.savedDesigns === 1 ? '' : 's'} or analys${engagement.savedDesigns === 1 ? 'is' : 'es'}`;
  }
}
