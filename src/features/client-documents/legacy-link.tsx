import { useEffect, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The forwarding script: a few characters of inline JavaScript, run as the page's HTML is read. */
export const forwardScript = (param: string, to: string) =>
  `(function(){if(new URLSearchParams(location.search).get(${JSON.stringify(param)})){document.documentElement.style.visibility='hidden';location.replace(${JSON.stringify(to)}+location.search+location.hash)}})()`;

/**
 * Forwards a link mailed before the client's pages existed (the proposal
 * builder's or the contract generator's page with the link's token) to the
 * client's page, with the same query. The tool's page is prerendered, so an
 * inline script does it while the browser reads the HTML, before the tool
 * shows; the effect does it after a navigation inside the app.
 */
function LegacyLinkForward({ param, to }: { param: string; to: string }) {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (new URLSearchParams(search).get(param)) navigate(`${to}${search}${hash}`, { replace: true });
  }, [param, to, search, hash, navigate]);
  return <script dangerouslySetInnerHTML={{ __html: forwardScript(param, to) }} />;
}

/** A tool page that forwards its old mailed links (`?<param>=<token>`) to `to`. */
export function forwardLegacyLinks(param: string, to: string, Page: ComponentType): ComponentType {
  function Forwarding() {
    return (
      <>
        <LegacyLinkForward param={param} to={to} />
        <Page />
      </>
    );
  }
  Forwarding.displayName = `forwardLegacyLinks(${Page.displayName ?? Page.name})`;
  return Forwarding;
}
