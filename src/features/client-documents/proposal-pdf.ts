/**
 * The proposal as a designed PDF, made in the browser with pdf-lib (loaded
 * only when someone downloads one): a letter-size document with the
 * business's header, the itemized price, upgrades, payment schedule,
 * timeline, warranties and, once accepted, the acceptance record. The same
 * file for the admin and the client, from the same stored version.
 */
import { business } from '@domain/business.ts';
import { formatUsd } from '@domain/estimator/format.ts';
import { winAnsi } from '@domain/pdf/win-ansi.ts';
import { clientBasis, type Proposal } from '@domain/proposal/proposal.ts';

export interface PdfProposal {
  version: number;
  clientName: string;
  message: string;
  document: Proposal;
  /** The date on the proposal: when it was sent, else when it was saved. */
  datedAt: string;
  acceptedAt: string | null;
  acceptedName: string | null;
}

const plain = winAnsi;

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export async function proposalPdf(proposal: PdfProposal): Promise<Blob> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Proposal for ${proposal.clientName}, version ${proposal.version}`);
  pdf.setAuthor(business.legalName);
  const [regular, bold, serif] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold), pdf.embedFont(StandardFonts.TimesRoman)]);
  const wine = rgb(0.36, 0.09, 0.16);
  const gold = rgb(0.72, 0.56, 0.27);
  const ink = rgb(0.13, 0.12, 0.12);
  const grey = rgb(0.42, 0.4, 0.4);
  const [W, H, M] = [612, 792, 54];
  const doc = proposal.document;

  let page = pdf.addPage([W, H]);
  let y = H - M;
  const newPage = () => {
    page = pdf.addPage([W, H]);
    y = H - M;
  };
  const room = (needed: number) => {
    if (y - needed < M + 24) newPage();
  };
  const wrap = (text: string, font: typeof regular, size: number, width: number) => {
    const lines: string[] = [];
    let line = '';
    for (const word of plain(text).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };
  const paragraph = (text: string, { size = 10, font = regular, color = ink, indent = 0, width = W - 2 * M } = {}) => {
    for (const line of wrap(text, font, size, width - indent)) {
      room(size + 4);
      page.drawText(line, { x: M + indent, y, size, font, color });
      y -= size + 4;
    }
  };
  const heading = (text: string) => {
    room(40);
    y -= 10;
    page.drawText(plain(text), { x: M, y, size: 13, font: bold, color: wine });
    y -= 6;
    page.drawLine({ start: { x: M, y }, end: { x: W - M, y }, thickness: 0.8, color: gold });
    y -= 16;
  };
  const row = (label: string, amount: string, { font = regular, size = 10, detail = '' } = {}) => {
    const labelLines = wrap(label, font, size, W - 2 * M - 110);
    room(labelLines.length * (size + 4) + (detail ? 14 : 0));
    page.drawText(plain(amount), { x: W - M - font.widthOfTextAtSize(plain(amount), size), y, size, font, color: ink });
    for (const line of labelLines) {
      page.drawText(line, { x: M, y, size, font, color: ink });
      y -= size + 4;
    }
    if (detail) paragraph(detail, { size: 8, color: grey, width: W - 2 * M - 110 });
    y -= 3;
  };

  // Header band.
  page.drawRectangle({ x: 0, y: H - 110, width: W, height: 110, color: wine });
  page.drawText(plain(business.legalName), { x: M, y: H - 50, size: 20, font: serif, color: rgb(0.97, 0.93, 0.85) });
  page.drawText(plain(`${business.email}  |  ${business.phone}  |  ${business.url.replace('https://', '')}`), {
    x: M,
    y: H - 72,
    size: 9,
    font: regular,
    color: gold,
  });
  y = H - 150;
  page.drawText(plain(`Proposal for ${proposal.clientName}`), { x: M, y, size: 18, font: bold, color: ink });
  y -= 20;
  paragraph(`Version ${proposal.version}, dated ${longDate(proposal.datedAt)}. ${doc.bottles.toLocaleString('en-US')}-bottle wine cellar.`, { color: grey });
  if (proposal.message) {
    y -= 6;
    paragraph(proposal.message, { size: 11, font: serif });
  }

  heading('The project, itemized');
  for (const line of doc.lines) row(line.label, formatUsd(line.amount), { detail: clientBasis(line) });
  for (const upgrade of doc.upgrades.filter((u) => u.included)) row(`Upgrade: ${upgrade.label}`, 'included', { detail: upgrade.description });
  y -= 4;
  page.drawLine({ start: { x: M, y: y + 10 }, end: { x: W - M, y: y + 10 }, thickness: 0.5, color: grey });
  row('Total', formatUsd(doc.total), { font: bold, size: 12 });

  const offered = doc.upgrades.filter((u) => !u.included);
  if (offered.length > 0) {
    heading('Optional upgrades, not included above');
    for (const upgrade of offered) row(upgrade.label, `+ ${formatUsd(upgrade.amount)}`, { detail: upgrade.description });
  }

  heading('Payment schedule');
  for (const payment of doc.payments) row(`${payment.label} (${payment.percent}%)`, formatUsd(payment.amount), { detail: payment.due });

  heading(`Timeline: ${doc.timeline.minWeeks}-${doc.timeline.maxWeeks} weeks`);
  for (const phase of doc.timeline.phases) row(phase.label, `${phase.minWeeks}-${phase.maxWeeks} weeks`);

  heading('Warranties');
  for (const warranty of doc.warranties) row(warranty.covers, warranty.term);

  heading('Acceptance');
  if (proposal.acceptedAt && proposal.acceptedName)
    paragraph(`Accepted online by ${proposal.acceptedName} on ${new Date(proposal.acceptedAt).toUTCString()}.`, { font: bold });
  else paragraph('Accept this proposal online through the link in our email. The deposit is due on acceptance; a contract follows for signature.');

  const pages = pdf.getPages();
  pages.forEach((p, index) =>
    p.drawText(plain(`${business.legalName}  |  Proposal v${proposal.version} for ${proposal.clientName}  |  Page ${index + 1} of ${pages.length}`), {
      x: M,
      y: 28,
      size: 8,
      font: regular,
      color: grey,
    }),
  );
  const bytes = await pdf.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

export const pdfFileName = (proposal: { clientName: string; version: number }) =>
  `proposal-${proposal.clientName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'client'}-v${proposal.version}.pdf`;
