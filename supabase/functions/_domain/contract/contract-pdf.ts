/**
 * The contract as a PDF. The contracts function makes the record copy when
 * the client signs and keeps it in the contracts bucket: the clauses as
 * signed, the price, the signature with the address and browser it came
 * from, and the audit trail. The client's page makes the client's copy from
 * what it shows (no audit trail, no address): the same clauses, and the
 * signature once there is one. Drawn with the client documents' layout
 * (../pdf/layout.ts), which it shares with the proposal.
 */
import { business } from '../business.ts';
import { formatUsd } from '../estimator/format.ts';
import { PDF_COLORS, createPdfLayout } from '../pdf/layout.ts';
import { winAnsi } from '../pdf/win-ansi.ts';
import type { Clause } from './clauses.ts';
import type { AuditEntry } from './record.ts';

/** What a contract's PDF is made from: a stored contract (ContractRecord) or the client's view of one. */
export interface ContractPdfSource {
  clientName: string;
  total: number;
  clauses: readonly Clause[];
  signedName: string | null;
  signedAt: string | null;
  signedIp?: string | null;
  signedUserAgent?: string | null;
}

/** `audit`: the record copy's trail; null for the client's copy, which carries no address, browser or trail. */
export async function contractPdf(contract: ContractPdfSource, audit: readonly AuditEntry[] | null): Promise<Uint8Array> {
  // No running footer: the text may come to within 6 pt of the bottom margin.
  const { layout } = await createPdfLayout({ title: winAnsi(`Contract with ${contract.clientName}`), author: business.legalName, keepAbove: 6 });
  const { bold } = layout.fonts;
  const title = (text: string) => layout.paragraph(text, { size: 11, font: bold, color: PDF_COLORS.wine });
  layout.paragraph(business.legalName, { size: 18, font: bold, color: PDF_COLORS.wine });
  layout.paragraph(`Contract with ${contract.clientName} for a wine cellar: ${formatUsd(contract.total)}`, { size: 12, font: bold });
  layout.gap(6);
  contract.clauses.forEach((clause, index) => {
    layout.gap(6);
    title(`${index + 1}. ${clause.title}`);
    layout.paragraph(clause.text);
  });
  layout.gap(10);
  title('Signature');
  if (!contract.signedName || !contract.signedAt) layout.paragraph('Not signed yet. Sign it online through the link in our email.');
  else if (!audit) layout.paragraph(`Signed online by ${contract.signedName} on ${contract.signedAt}.`);
  else {
    layout.paragraph(`Signed online by ${contract.signedName} on ${contract.signedAt} (IP ${contract.signedIp ?? 'not known'}; browser ${contract.signedUserAgent ?? 'not known'}).`);
    layout.gap(6);
    title('Audit trail');
    for (const entry of audit) layout.paragraph(`${entry.at}  ${entry.event}${entry.by ? ` by ${entry.by}` : ''}${entry.detail ? `: ${entry.detail}` : ''}`, { size: 9 });
  }
  return await layout.pdf.save();
}
