/** The proposal's PDF (pdf-lib): the same file for the admin and the client. Import it when a PDF is asked for. */
export { pdfFileName, proposalPdf, type PdfProposal } from './proposal-pdf.ts';
