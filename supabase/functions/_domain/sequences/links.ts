/**
 * Where a follow-up mail's unsubscribe link lands, apart from the rest so the
 * tool page can look for it without loading the engine.
 */
export const SEQUENCES_PATH = '/email-sequences';
/** The query parameter that carries an unsubscribe link's token. */
export const UNSUBSCRIBE_PARAM = 'unsubscribe';
/** The purpose an unsubscribe token is signed for (_shared/mail/signed-link.ts); the id is the enrolment's. */
export const UNSUBSCRIBE_PURPOSE = 'unsubscribe';

export const unsubscribeLink = (siteUrl: string, token: string) => `${siteUrl.replace(/\/$/, '')}${SEQUENCES_PATH}?${UNSUBSCRIBE_PARAM}=${encodeURIComponent(token)}`;
