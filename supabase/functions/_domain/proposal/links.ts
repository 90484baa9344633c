/**
 * Where a proposal's mailed link lands: the client's own page (no account
 * needed, nothing of the business's tools around it). Links mailed before it
 * existed point at the proposal builder's page, which sends them on. Apart
 * from the rest so a page can look for it without loading the engine.
 */
export const PROPOSAL_PATH = '/your-proposal';
/** Where links mailed before the client's page existed land; that page forwards them to PROPOSAL_PATH. */
export const LEGACY_PROPOSAL_PATH = '/proposal-builder';
export const ACCEPT_PARAM = 'proposal';
/** The purpose an accept link's token is signed for (_shared/mail/signed-link.ts). */
export const ACCEPT_PURPOSE = 'accept-proposal';
/** How long a sent proposal can be accepted online. */
export const ACCEPT_VALID_DAYS = 30;

export const acceptLink = (siteUrl: string, token: string) => `${siteUrl}${PROPOSAL_PATH}?${ACCEPT_PARAM}=${encodeURIComponent(token)}`;

/** The note to the client and the typed name of an acceptance, at most (the schema and the forms share them). */
export const MESSAGE_MAX = 1200;
export const NAME_MAX = 120;
