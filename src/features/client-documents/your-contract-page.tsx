import { CONTRACT_PATH, SIGN_PARAM } from '@domain/contract/record.ts';
import { withQueries } from '@/lib/with-queries.tsx';
import { ClientContract } from './components/client-contract.tsx';
import { DocumentFrame } from './components/document-frame.tsx';
import { NoLink } from './components/no-link.tsx';
import { useDocumentToken } from './use-document-token.ts';

/** /your-contract?contract=<token>: the client's contract, opened from our email with no account. */
function YourContractPage() {
  const token = useDocumentToken(SIGN_PARAM);
  return (
    <DocumentFrame eyebrow="Your contract" title="Your wine cellar contract" path={CONTRACT_PATH} description="The contract for your custom wine cellar: read it, download a copy and sign it online.">
      {token ? <ClientContract token={token} /> : <NoLink what="contract" />}
    </DocumentFrame>
  );
}

export default withQueries(YourContractPage);
