/**
 * The proposal as a designed PDF, made in the browser with the client
 * documents' layout on pdf-lib (@domain/pdf/layout.ts, loaded only when
 * someone downloads one): a letter-size document with the
 * business's header, the itemized price, upgrades, payment schedule,
 * timeline, warranties and, once accepted, the acceptance record. The same
 * file for the admin and the client, from the same stored version.
 */
import { business } from '@domain/business.ts';
import { formatUsd } from '@domain/estimator/format.ts';
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

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export async function proposalPdf(proposal: PdfProposal): Promise<Blob> {
  const { PDF_COLORS, createPdfLayout } = await import('@domain/pdf/layout.ts');
  // The running footer sits at 28 pt: the text stops 24 pt above the bottom margin to leave it room.
  const { layout, serif: times } = await createPdfLayout({
    title: `Proposal for ${proposal.clientName}, version ${proposal.version}`,
    author: business.legalName,
    serif: true,
    keepAbove: 24,
  });
  const { bold } = layout.fonts;
  const { width: W, height: H, margin: M } = layout;
  const doc = proposal.document;

  // Header band.
  layout.page.drawRectangle({ x: 0, y: H - 110, width: W, height: 110, color: PDF_COLORS.wine });
  layout.text(business.legalName, M, H - 50, { size: 20, font: times, color: PDF_COLORS.cream });
  layout.text(`${business.email}  |  ${business.phone}  |  ${business.url.replace('https://', '')}`, M, H - 72, { size: 9, color: PDF_COLORS.gold });
  layout.y = H - 150;
  layout.text(`Proposal for ${proposal.clientName}`, M, layout.y, { size: 18, font: bold });
  layout.gap(20);
  layout.paragraph(`Version ${proposal.version}, dated ${longDate(proposal.datedAt)}. ${doc.bottles.toLocaleString('en-US')}-bottle wine cellar.`, { color: PDF_COLORS.grey });
  if (proposal.message) {
    layout.gap(6);
    layout.paragraph(proposal.message, { size: 11, font: times });
  }

  layout.heading('The project, itemized');
  for (const line of doc.lines) layout.row(line.label, formatUsd(line.amount), { detail: clientBasis(line) });
  for (const upgrade of doc.upgrades.filter((u) => u.included)) layout.row(`Upgrade: ${upgrade.label}`, 'included', { detail: upgrade.description });
  layout.gap(4);
  layout.rule({ y: layout.y + 10, thickness: 0.5, color: PDF_COLORS.grey });
  layout.row('Total', formatUsd(doc.total), { font: bold, size: 12 });

  const offered = doc.upgrades.filter((u) => !u.included);
  if (offered.length > 0) {
    layout.heading('Optional upgrades, not included above');
    for (const upgrade of offered) layout.row(upgrade.label, `+ ${formatUsd(upgrade.amount)}`, { detail: upgrade.description });
  }

  layout.heading('Payment schedule');
  for (const payment of doc.payments) layout.row(`${payment.label} (${payment.percent}%)`, formatUsd(payment.amount), { detail: payment.due });

  layout.heading(`Timeline: ${doc.timeline.minWeeks}-${doc.timeline.maxWeeks} weeks`);
  for (const phase of doc.timeline.phases) layout.row(phase.label, `${phase.minWeeks}-${phase.maxWeeks} weeks`);

  layout.heading('Warranties');
  for (const warranty of doc.warranties) layout.row(warranty.covers, warranty.term);

  layout.heading('Acceptance');
  if (proposal.acceptedAt && proposal.acceptedName)
    layout.paragraph(`Accepted online by ${proposal.acceptedName} on ${new Date(proposal.acceptedAt).toUTCString()}.`, { font: bold });
  else layout.paragraph('Accept this proposal online through the link in our email. The deposit is due on acceptance; a contract follows for signature.');

  layout.footer((page, pages) => `${business.legalName}  |  Proposal v${proposal.version} for ${proposal.clientName}  |  Page ${page} of ${pages}`);
  const bytes = await layout.pdf.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

export const pdfFileName = (proposal: { clientName: string; version: number }) =>
  `proposal-${proposal.clientName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'client'}-v${proposal.version}.pdf`;
