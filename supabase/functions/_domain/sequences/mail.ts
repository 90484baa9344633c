/**
 * A sequence step as the client receives it: the admin's subject and text
 * with the lead's details filled in, then a signed unsubscribe link on a line
 * of its own, always the last one.
 */
import type { Mail } from '../mail.ts';
import { unsubscribeLink } from './links.ts';
import type { SequenceStep } from './schema.ts';
import { leadValues, renderTemplate, type SequenceLead } from './template.ts';

export const UNSUBSCRIBE_LINE = 'To receive no more of these emails, unsubscribe here:';

export function stepMail(lead: SequenceLead, step: Pick<SequenceStep, 'subject' | 'body'>, siteUrl: string, unsubscribeToken: string): Mail {
  const values = leadValues(lead);
  const link = unsubscribeLink(siteUrl, unsubscribeToken);
  const body = renderTemplate(step.body, values).text;
  return {
    to: lead.email,
    subject: renderTemplate(step.subject, values).text.replace(/\s+/g, ' ').trim(),
    text: `${body}\n\n—\n${UNSUBSCRIBE_LINE}\n${link}\n`,
    links: [link],
  };
}
