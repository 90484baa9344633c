/** The message that carries a proposal to the client. */
import { business } from '../business.ts';
import { formatUsd } from '../estimator/format.ts';
import type { Mail } from '../mail.ts';
import type { ProposalRecord } from './record.ts';

/**
 * Salutations an admin opens a note with, in the site's languages. A note
 * that starts with one is the email's opening; the email adds none of its
 * own, so the client is never greeted twice ("Dear Margaux Dupont, Dear
 * Margaux, …").
 */
const SALUTATION =
  /^(dear|dearest|hello|hi|hey|good (morning|afternoon|evening)|greetings|bonjour|bonsoir|cher|chère|chers|madame|monsieur|hola|estimad[oa]s?|querid[oa]s?|buenos días|buenas tardes|hallo|guten (tag|morgen|abend)|liebe[rs]?|sehr geehrte[rs]?|ciao|buongiorno|buonasera|gentile|caro|cara|salve|您好|你好|尊敬的)(?![\p{L}\p{N}])/iu;

/** The line the email opens with, or null when the admin's note opens with its own greeting. */
export function greetingFor(clientName: string, note: string): string | null {
  return SALUTATION.test(note.trimStart()) ? null : `Dear ${clientName},`;
}

export function proposalMail(record: ProposalRecord, link: string, expiresOn: string): Mail {
  const doc = record.document;
  const note = record.draft.message.trim();
  const greeting = greetingFor(record.clientName, note);
  const opening = [greeting, note].filter((part): part is string => Boolean(part)).join('\n\n');
  return {
    to: record.clientEmail,
    subject: `Your wine cellar proposal from ${business.name} (version ${record.version})`,
    text:
      `${opening}\n\n` +
      `Your proposal for a ${doc.bottles.toLocaleString('en-US')}-bottle cellar is ready: ${formatUsd(doc.total)} in total, ` +
      `built in ${business.timeline.label}, with warranties of ${business.warranties.label.toLowerCase()}.\n\n` +
      `Read it, download it as a PDF and accept it online here (no account needed; the link works until ${expiresOn}):\n${link}\n\n` +
      `Questions? Reply to this email or call ${business.phone}.\n\n${business.legalName}`,
    links: [link],
  };
}
