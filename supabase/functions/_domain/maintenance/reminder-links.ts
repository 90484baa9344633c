/**
 * Where a reminder's mailed links land, apart from the rest of reminder.ts so
 * the page can look for a cancel link without loading the schema.
 */
export const MAINTENANCE_PATH = '/predictive-maintenance';
/** The query parameter that carries a cancel link's token. */
export const CANCEL_PARAM = 'cancel-reminder';
/** The purpose a cancel link's token is signed for (_shared/mail/signed-link.ts). */
export const CANCEL_PURPOSE = 'cancel-reminder';

export const reportLink = (reminder: { siteUrl: string; reportId: string }) => `${reminder.siteUrl}${MAINTENANCE_PATH}?report=${reminder.reportId}`;
export const cancelLink = (siteUrl: string, token: string) => `${siteUrl}${MAINTENANCE_PATH}?${CANCEL_PARAM}=${encodeURIComponent(token)}`;
