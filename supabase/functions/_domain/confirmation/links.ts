/**
 * Where a confirm link lands and what its token is signed for, apart from the
 * rest so a page can look for the link without loading anything else. The
 * link opens a page that asks before confirming (a mail scanner that follows
 * links confirms nothing).
 */
/** The query parameter that carries a confirm link's token. */
export const CONFIRM_PARAM = 'confirm-email';
/** The purpose the token is signed for (signed-link.ts); the id is the address's row, never the address. */
export const CONFIRM_PURPOSE = 'confirm-email';

/** `/quote` for an inquiry's acknowledgement, `/predictive-maintenance` for a reminder's. */
export const confirmLink = (siteUrl: string, path: '/quote' | '/predictive-maintenance', token: string) => `${siteUrl.replace(/\/$/, '')}${path}?${CONFIRM_PARAM}=${encodeURIComponent(token)}`;

/** What the confirm-email function answers: the outcome and the address, masked (the link may have been forwarded). */
export interface ConfirmReceipt {
  status: 'confirmed' | 'already-confirmed';
  email: string;
}

export const CONFIRM_MESSAGES = {
  badLink: 'This confirmation link is not valid: it may be incomplete. Open our email again and use its link, or simply reply to it.',
} as const;
