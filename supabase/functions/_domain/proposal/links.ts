/**
 * Where a proposal's mailed link lands: the proposal builder's own page, which
 * shows the client's view (no account needed) when the link's token is in
 * the URL. Apart from the rest so the page can look for it without loading
 * the engine.
 */
export const PROPOSAL_PATH = '/proposal-builder';
export const ACCEPT_PARAM = 'proposal';
/** The purpose an accept link's token is signed for (_shared/mail/signed-link.ts). */
export const ACCEPT_PURPOSE = 'accept-proposal';
/** How long a sent proposal can be accepted online. */
export const ACCEPT_VALID_DAYS = 30;

export const acceptLink = (siteUrl: string, token: string) => `${siteUrl}${PROPOSAL_PATH}?${ACCEPT_PARAM}=${encodeURIComponent(token)}`;

/** The note to the client and the typed name of an acceptance, at most (the schema and the forms share them). */
export const MESSAGE_MAX = 1200;
export const NAME_MAX = 120;
