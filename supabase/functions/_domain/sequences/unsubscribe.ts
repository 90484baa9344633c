/**
 * What the unsubscribe link answers, shared by the email-sequences function
 * and the page that shows it: the outcome and the address, masked (the link
 * may have been forwarded).
 */
export interface UnsubscribeReceipt {
  status: 'unsubscribed' | 'already-unsubscribed';
  email: string;
}

export const UNSUBSCRIBE_MESSAGES = {
  badLink: 'This unsubscribe link is not valid: it may be incomplete. Open the email again and use its link, or reply to it and we will take you off the list.',
} as const;

/** `r…@example.com`: enough to recognise one's own address, not to read someone else's. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}…${email.slice(at)}` : '…';
}
