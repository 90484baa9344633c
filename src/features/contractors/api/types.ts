import type { Service, VerificationKind } from '@domain/contractors/rules.ts';

/** The public columns of a firm, in every view of it. */
export interface FirmBase {
  id: string;
  slug: string;
  company: string;
  services: Service[];
  service_areas: string[];
  years_in_business: number | null;
  projects_completed: number | null;
  bio: string;
  website: string | null;
}

/** What the database computes from the activity log (the badge's rule is in SQL, docs/business.md). */
export interface ResponseStats {
  responded_leads: number;
  median_response_minutes: number | null;
  responds_within_a_day: boolean;
}

/** A row of the public contractor_profiles view (approved, active firms; public columns only). */
export interface PublicProfile extends FirmBase, ResponseStats {
  is_sample: boolean;
  /** The latest check of each kind: what the business verified, and on which day. */
  credentials: Array<{ kind: VerificationKind; checked_on: string }>;
}

export const PROFILE_COLUMNS =
  'id, slug, company, services, service_areas, years_in_business, projects_completed, bio, website, is_sample, credentials, responded_leads, median_response_minutes, responds_within_a_day';

/** A portfolio image ready to show: a signed link to the private bucket, or a drawing the site ships. */
export interface PortfolioImage {
  id: string;
  alt: string;
  url: string;
  path: string | null;
}

export const PORTFOLIO_BUCKET = 'contractor-portfolio';
