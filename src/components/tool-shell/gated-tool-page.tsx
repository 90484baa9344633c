import type { ComponentType, ReactNode } from 'react';
import type { ToolSlug } from '@/config/tools.ts';
import { MailedLinkView, type MailedLinkViewProps } from './mailed-link-view.tsx';
import { toolPage } from './tool-page.tsx';

/**
 * A business tool's route module: what anyone may read about the tool (its
 * explainer) above the tool itself, given behind its role gate
 * (`roleGated(role, load)`, see role-gate.tsx) so its code loads only for the role.
 * A tool that mails its client a link (a proposal to accept, a contract to
 * sign) names it: with the link's token, the client's view replaces the page.
 */
export function gatedToolPage(slug: ToolSlug, publicPart: ReactNode, GatedTool: ComponentType, mailedLink?: Omit<MailedLinkViewProps, 'children'>): ComponentType {
  function BusinessTool() {
    const page = (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
        {publicPart}
        <GatedTool />
      </div>
    );
    return mailedLink ? <MailedLinkView {...mailedLink}>{page}</MailedLinkView> : page;
  }
  return toolPage(slug, BusinessTool);
}
