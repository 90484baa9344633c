/**
 * The contract as a PDF. The contracts function makes the record copy when
 * the client signs and keeps it in the contracts bucket: the clauses as
 * signed, the price, the signature with the address and browser it came
 * from, and the audit trail. The client's page makes the client's copy from
 * what it shows (no audit trail, no address): the same clauses, and the
 * signature once there is one. pdf-lib, standard fonts: nothing fetched at
 * run time.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { business } from '../business.ts';
import { formatUsd } from '../estimator/format.ts';
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
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`Contract with ${contract.clientName}`));
  pdf.setAuthor(business.legalName);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const [W, H, M] = [612, 792, 54];
  const ink = rgb(0.13, 0.12, 0.12);
  const wine = rgb(0.36, 0.09, 0.16);
  let page = pdf.addPage([W, H]);
  let y = H - M;
  const write = (text: string, size = 10, font = regular, color = ink) => {
    let line = '';
    const flush = () => {
      if (y < M + 20) {
        page = pdf.addPage([W, H]);
        y = H - M;
      }
      page.drawText(line, { x: M, y, size, font, color });
      y -= size + 4;
      line = '';
    };
    for (const word of winAnsi(text).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > W - 2 * M && line) {
        flush();
        line = word;
      } else line = next;
    }
    if (line) flush();
  };
  write(business.legalName, 18, bold, wine);
  write(`Contract with ${contract.clientName} for a wine cellar: ${formatUsd(contract.total)}`, 12, bold);
  y -= 6;
  contract.clauses.forEach((clause, index) => {
    y -= 6;
    write(`${index + 1}. ${clause.title}`, 11, bold, wine);
    write(clause.text);
  });
  y -= 10;
  write('Signature', 11, bold, wine);
  if (!contract.signedName || !contract.signedAt) write('Not signed yet. Sign it online through the link in our email.');
  else if (!audit) write(`Signed online by ${contract.signedName} on ${contract.signedAt}.`);
  else {
    write(`Signed online by ${contract.signedName} on ${contract.signedAt} (IP ${contract.signedIp ?? 'not known'}; browser ${contract.signedUserAgent ?? 'not known'}).`);
    y -= 6;
    write('Audit trail', 11, bold, wine);
    for (const entry of audit) write(`${entry.at}  ${entry.event}${entry.by ? ` by ${entry.by}` : ''}${entry.detail ? `: ${entry.detail}` : ''}`, 9);
  }
  return await pdf.save();
}
