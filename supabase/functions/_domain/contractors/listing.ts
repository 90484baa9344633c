/**
 * Where a firm stands, as the business and the firm read it (docs/business.md,
 * "Listing a firm"). The database decides (the contractor_profiles view);
 * this says the same rule in words: a firm appears in /contractors once it is
 * approved, active and has at least one credential the business verified.
 * Taking leads is a different rule: an approved, active firm with an account.
 */
export interface FirmFacts {
  is_active: boolean;
  is_approved: boolean;
  is_sample: boolean;
  /** The firm has an account to sign in with (samples never do). */
  has_account: boolean;
  /** How many checks the business recorded. */
  checks: number;
}

export type Standing = 'deactivated' | 'waiting-for-review' | 'approved-not-listed' | 'listed';

export function firmStanding(firm: Pick<FirmFacts, 'is_active' | 'is_approved' | 'checks'>): Standing {
  if (!firm.is_active) return 'deactivated';
  if (!firm.is_approved) return 'waiting-for-review';
  return firm.checks > 0 ? 'listed' : 'approved-not-listed';
}

/** Whether the admin can send the firm a lead; the database refuses the others. */
export const canTakeLeads = (firm: Pick<FirmFacts, 'is_active' | 'is_approved' | 'is_sample' | 'has_account'>): boolean =>
  firm.is_active && firm.is_approved && !firm.is_sample && firm.has_account;

/** The admin's short label for a firm's standing. */
export const STANDING_LABELS: Record<Standing, string> = {
  deactivated: 'Deactivated',
  'waiting-for-review': 'Waiting for review',
  'approved-not-listed': 'Approved · not listed yet',
  listed: 'Approved · listed',
};

/** Why, for the admin, under the label. */
export const STANDING_NOTES: Partial<Record<Standing, string>> = {
  'approved-not-listed': 'Not in the public directory until you record one verified credential (a licence, insurance or a reference) with the day you checked it. It can already take leads.',
};

/** What the firm reads about its own listing on its portal. */
export const PORTAL_STANDING: Record<Standing, string> = {
  deactivated: 'Your profile is deactivated: it is hidden from the directory and no leads are sent. Contact WineCellarGPT to reactivate it.',
  'waiting-for-review': 'Waiting for review: WineCellarGPT checks your details before your profile is listed.',
  'approved-not-listed':
    'Approved: WineCellarGPT can send you leads now. Your profile joins the public directory once the team has verified one of your credentials (your licence, insurance or a reference).',
  listed: 'Approved: your profile is listed in the public directory.',
};

/**
 * Why a firm cannot be chosen for a lead, for the admin's list of firms
 * (null when it can). Only firms that can answer are offered: a lead sent to a
 * firm nobody can sign in as would wait for ever.
 */
export function whyNoLeads(firm: FirmFacts): string | null {
  if (canTakeLeads(firm)) return null;
  if (firm.is_sample) return 'a sample profile for local development: nobody can sign in as it to answer';
  if (!firm.is_active) return 'deactivated';
  if (!firm.is_approved) return 'waiting for your review';
  return 'has not accepted its invitation yet: no account to answer with';
}
