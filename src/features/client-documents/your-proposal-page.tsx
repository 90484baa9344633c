import { ACCEPT_PARAM, PROPOSAL_PATH } from '@domain/proposal/links.ts';
import { withQueries } from '@/lib/with-queries.tsx';
import { ClientProposal } from './components/client-proposal.tsx';
import { DocumentFrame } from './components/document-frame.tsx';
import { NoLink } from './components/no-link.tsx';
import { useDocumentToken } from './use-document-token.ts';

/** /your-proposal?proposal=<token>: the client's proposal, opened from our email with no account. */
function YourProposalPage() {
  const token = useDocumentToken(ACCEPT_PARAM);
  return (
    <DocumentFrame eyebrow="Your proposal" title="Your wine cellar proposal" path={PROPOSAL_PATH} description="The custom wine cellar proposal we prepared for you: read it, download it and accept it online.">
      {token ? <ClientProposal token={token} /> : <NoLink what="proposal" />}
    </DocumentFrame>
  );
}

export default withQueries(YourProposalPage);
