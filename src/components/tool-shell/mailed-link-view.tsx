import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useLinkToken } from './use-link-token.ts';

export interface MailedLinkViewProps {
  /** The query parameter that carries the link's token. */
  param: string;
  /** What the client reads while their view loads ("Opening your contract…"). */
  opening: string;
  /** The client's view, loaded on demand (React.lazy): only a client who followed the link needs it. */
  view: ComponentType<{ token: string }>;
  /** The tool's own page, for everyone else. */
  children: ReactNode;
}

/** A tool page that a mailed link also opens: with the link's token, the client's view in place of the page. */
export function MailedLinkView({ param, opening, view: View, children }: MailedLinkViewProps) {
  const token = useLinkToken(param);
  if (!token) return children;
  return (
    <Suspense
      fallback={
        <p role="status" className="card p-6 text-cream-100">
          {opening}
        </p>
      }
    >
      <View token={token} />
    </Suspense>
  );
}
