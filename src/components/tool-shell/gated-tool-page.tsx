import type { ComponentType, ReactNode } from 'react';
import type { ToolSlug } from '@/config/tools.ts';
import { toolPage } from './tool-page.tsx';

/**
 * A business tool's route module: what anyone may read about the tool (its
 * explainer) above the tool itself, given behind its role gate
 * (`roleGated(role, load)`, see role-gate.tsx) so its code loads only for the role.
 * What a tool mails its clients (a proposal, a contract) opens on the
 * client's own pages (features/client-documents), never here.
 */
export function gatedToolPage(slug: ToolSlug, publicPart: ReactNode, GatedTool: ComponentType): ComponentType {
  function BusinessTool() {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
        {publicPart}
        <GatedTool />
      </div>
    );
  }
  return toolPage(slug, BusinessTool);
}
