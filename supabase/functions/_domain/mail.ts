/**
 * A message as the domain writes it (a proposal, a reminder, a follow-up):
 * plain text as a mail client shows it, each link on a line of its own.
 * Delivering it is the mail adapter's job (_shared/mail, docs/functions.md).
 */
export interface Mail {
  to: string;
  subject: string;
  /** Plain text, as a mail client shows it; each link on a line of its own. */
  text: string;
  /** The links in the text, in order (the first is the main action). */
  links: string[];
}
