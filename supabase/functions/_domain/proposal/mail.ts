/** The message that carries a proposal to the client. */
import { business } from '../business.ts';
import { formatUsd } from '../estimator/format.ts';
import type { Mail } from '../mail.ts';
import type { ProposalRecord } from './record.ts';

export function proposalMail(record: ProposalRecord, link: string, expiresOn: string): Mail {
  const doc = record.document;
  const message = record.draft.message ? `${record.draft.message}\n\n` : '';
  return {
    to: record.clientEmail,
    subject: `Your wine cellar proposal from ${business.name} (version ${record.version})`,
    text:
      `Dear ${record.clientName},\n\n${message}` +
      `Your proposal for a ${doc.bottles.toLocaleString('en-US')}-bottle cellar is ready: ${formatUsd(doc.total)} in total, ` +
      `built in ${business.timeline.label}, with warranties of ${business.warranties.label.toLowerCase()}.\n\n` +
      `Read it, download it as a PDF and accept it online here (no account needed; the link works until ${expiresOn}):\n${link}\n\n` +
      `Questions? Reply to this email or call ${business.phone}.\n\n${business.legalName}`,
    links: [link],
  };
}
