/**
 * Why a visitor was sent to /auth, in one line above the forms. The Save flow
 * says so in the URL (`reason=save`); a signed-in page sends its own path as
 * `next`, and the account pages are named as the account menu names them.
 */
export const ACCOUNT_PAGES = [
  { to: '/my-calculations', label: 'My Calculations' },
  { to: '/my-images', label: 'My Image Analyses' },
] as const;

export const SIGN_IN_REASON_TEXT = {
  save: 'Sign in or create an account to save this',
  saveKept: 'Your calculation is kept: it is saved as soon as you sign in or create an account.',
  accountPage: (label: string) => `Sign in to see ${label}`,
  elsewhere: 'Sign in to continue where you left off',
  createAccount: 'New here? Create an account',
} as const;

export type SignInReason = { kind: 'save' | 'page'; text: string };

/** `next` is already a safe same-site path (safeReturnPath); '/' means nobody sent the visitor. */
export function signInReason(next: string, reason: string | null): SignInReason | null {
  if (reason === 'save') return { kind: 'save', text: SIGN_IN_REASON_TEXT.save };
  const path = next.split(/[?#]/)[0] ?? '/';
  if (path === '/') return null;
  const page = ACCOUNT_PAGES.find((candidate) => candidate.to === path);
  return { kind: 'page', text: page ? SIGN_IN_REASON_TEXT.accountPage(page.label) : SIGN_IN_REASON_TEXT.elsewhere };
}
