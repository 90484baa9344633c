/**
 * The inquiry's three choice lists and their labels, on their own: the
 * estimator's options, the quote pre-fill and the tools' forms need only
 * these, so a calculator or tool page loads them without the rest of the
 * lead rules (messages, limits, file checks). rules.ts re-exports them.
 */
/** Where a lead came from; the check on public.inquiries.source repeats it (sources.node.test.ts). */
export const INQUIRY_SOURCES = ['contact-form', 'quote', 'voice-agent'] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];

export const PROJECT_TYPES = ['residential', 'commercial', 'renovation', 'consultation'] as const;
export const BUDGETS = ['under-25k', '25k-50k', '50k-100k', '100k-200k', 'over-200k'] as const;
export const TIMELINES = ['asap', '1-3months', '3-6months', '6-12months', 'planning'] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];
export type Budget = (typeof BUDGETS)[number];
export type Timeline = (typeof TIMELINES)[number];

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  residential: 'Residential Wine Cellar',
  commercial: 'Commercial / Restaurant',
  renovation: 'Cellar Renovation',
  consultation: 'Design Consultation',
};
export const BUDGET_LABELS: Record<Budget, string> = {
  'under-25k': 'Under $25,000',
  '25k-50k': '$25,000 - $50,000',
  '50k-100k': '$50,000 - $100,000',
  '100k-200k': '$100,000 - $200,000',
  'over-200k': 'Over $200,000',
};
export const TIMELINE_LABELS: Record<Timeline, string> = {
  asap: 'As soon as possible',
  '1-3months': '1-3 months',
  '3-6months': '3-6 months',
  '6-12months': '6-12 months',
  planning: 'Just planning',
};
