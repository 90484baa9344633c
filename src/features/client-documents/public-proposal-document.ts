/**
 * The proposal as the client reads it, for the proposal builder's preview and
 * versions: what the admin sees is what the client gets. The PDF is in
 * public-proposal-pdf.ts, loaded only when someone downloads one.
 */
export { ProposalDocument } from './components/proposal-document.tsx';
