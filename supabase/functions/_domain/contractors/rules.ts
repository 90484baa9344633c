/**
 * The contractor rules that need no validation library: the services, the
 * kinds of check, labels, limits, slugs and the portfolio file check. Split
 * from schema.ts so the public directory can show labels without loading
 * zod; schema.ts re-exports all of this.
 */

export const SERVICES = ['custom-construction', 'climate-control', 'design-consultation', 'maintenance'] as const;
export type Service = (typeof SERVICES)[number];

export const SERVICE_LABELS: Record<Service, string> = {
  'custom-construction': 'Custom construction',
  'climate-control': 'Climate control',
  'design-consultation': 'Design consultation',
  maintenance: 'Maintenance',
};

export const VERIFICATION_KINDS = ['licence', 'insurance', 'reference'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export const VERIFICATION_LABELS: Record<VerificationKind, string> = {
  licence: 'Licence',
  insurance: 'Insurance',
  reference: 'Reference',
};

export const CONTRACTOR_LIMITS = {
  companyMax: 120,
  bioMax: 2000,
  areasMax: 20,
  areaMax: 60,
  slugMax: 60,
  detailMax: 500,
  reasonMax: 500,
} as const;

/** A URL slug from a company name: "Vintner & Sons, Inc." → "vintner-sons-inc". */
export function slugify(company: string): string {
  return company
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTRACTOR_LIMITS.slugMax)
    .replace(/-+$/, '');
}

/** Portfolio uploads: the bucket's own limits, checked before sending. */
export const PORTFOLIO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PORTFOLIO_MAX_BYTES = 5 * 1024 * 1024;

export function checkPortfolioFile(file: { type: string; size: number }): string | null {
  if (!(PORTFOLIO_TYPES as readonly string[]).includes(file.type)) return 'Use a JPEG, PNG or WebP image.';
  if (file.size > PORTFOLIO_MAX_BYTES) return 'This image is over 5 MB. Please choose a smaller one.';
  if (file.size === 0) return 'This file is empty.';
  return null;
}

/** A response time for people: "45 min", "3 h 20 min", "2 days 4 h". */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  if (hours < 48) return total % 60 ? `${hours} h ${total % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} days ${hours % 24} h` : `${days} days`;
}
