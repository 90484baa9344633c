/**
 * What the ranking needs to know about a lead: the service its project calls
 * for, where it is, and the estimator's price range for its cellar; and the
 * brief a round starts from.
 */
import { estimateCost } from '../estimator/checked.ts';
import type { Service } from '../contractors/rules.ts';
import { BUDGET_LABELS, PROJECT_TYPE_LABELS, TIMELINE_LABELS, type Budget, type ProjectType, type Timeline } from '../inquiry/rules.ts';
import type { FirmFacts, RoundContext } from './ranking.ts';

/** A cellar is built (construction); a consultation is design work. */
export const SERVICE_FOR: Record<ProjectType, Service> = {
  residential: 'custom-construction',
  commercial: 'custom-construction',
  renovation: 'custom-construction',
  consultation: 'design-consultation',
};

/**
 * The estimator's total for a cellar of the lead's size, with its default
 * choices (the lead gives no more). None for a consultation (no build to
 * price) or a lead without a size, and none for a size the estimator refuses.
 */
export function estimateForLead(projectType: ProjectType, bottles: number | null): RoundContext['estimate'] {
  if (!bottles || projectType === 'consultation') return null;
  try {
    const { total } = estimateCost({ sizeBy: 'bottles', bottles, cellarType: projectType === 'commercial' ? 'commercial' : 'residential' });
    return { low: total.low, high: total.high };
  } catch {
    return null;
  }
}

export function roundContext(round: { project_type: ProjectType; location: string | null; capacity_bottles: number | null; deadline: string }): RoundContext {
  return {
    service: SERVICE_FOR[round.project_type],
    location: round.location,
    estimate: estimateForLead(round.project_type, round.capacity_bottles),
    deadline: round.deadline,
  };
}

export const firmFacts = (firm: {
  company: string;
  services: FirmFacts['services'];
  service_areas: string[];
  verifications: Array<{ kind: FirmFacts['credentials'][number] }>;
  responds_within_a_day: boolean;
}): FirmFacts => ({
  company: firm.company,
  services: firm.services,
  serviceAreas: firm.service_areas,
  credentials: firm.verifications.map((check) => check.kind),
  respondsWithinADay: firm.responds_within_a_day,
});

/** The brief a round starts from: the project without the customer's name or contact details, for the admin to edit. */
export function draftBrief(lead: {
  project_type: ProjectType;
  capacity_bottles: number | null;
  location: string | null;
  timeline: Timeline | null;
  budget: Budget | null;
  details: string;
}): string {
  const facts = [
    PROJECT_TYPE_LABELS[lead.project_type],
    lead.capacity_bottles ? `${lead.capacity_bottles.toLocaleString('en-US')} bottles` : null,
    lead.location,
    lead.timeline ? `Timeline: ${TIMELINE_LABELS[lead.timeline]}` : null,
    lead.budget ? `Budget: ${BUDGET_LABELS[lead.budget]}` : null,
  ].filter(Boolean);
  return [facts.join(' · '), lead.details.trim()].filter(Boolean).join('\n\n').slice(0, 2000);
}

/** A datetime-local value (the browser's time zone) `days` from `now`, on the hour. */
export function localDeadline(now: Date, days: number): string {
  const at = new Date(now.getTime() + days * 86_400_000);
  at.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:00`;
}
