/**
 * /ai-hub's content, derived: every AI tool of the registry (built ones from
 * TOOLS, with their route: all 26 of the spec are built) and
 * its texts from the catalog, grouped by who it serves.
 */
import { AI_GROUPS, AI_TOOLS_CATALOG, type AiGroup, type AiToolInfo } from '@/config/ai-tools-catalog.ts';
import { toolsIn, type Audience, type AiToolSlug, type Tool } from '@/config/tools.ts';

export interface HubTool extends AiToolInfo {
  slug: AiToolSlug;
  /** The tool's page. */
  href: string;
  access: string;
}

export interface HubSection {
  id: AiGroup;
  title: string;
  intro: string;
  tools: HubTool[];
}

const ACCESS_LABEL: Record<Audience, string> = {
  visitor: 'Free, no account needed',
  'signed-in': 'Free account',
  admin: 'The business team (admin sign-in)',
  contractor: 'Partner contractors (contractor sign-in)',
};

/** Where a signed-in visitor keeps what a tool makes, if anywhere. */
const keeps = (tool: Extract<Tool, { family: 'ai' }>): string | null =>
  'savedImage' in tool ? 'My Image Analyses' : 'keepsIn' in tool ? tool.keepsIn : 'saved' in tool ? 'My Calculations' : null;

export function hubSections(): HubSection[] {
  const built: HubTool[] = toolsIn('ai').map((tool) => ({
    ...AI_TOOLS_CATALOG[tool.slug],
    slug: tool.slug,
    href: tool.path,
    access: ACCESS_LABEL[tool.audience] + (keeps(tool) ? `; saving to ${keeps(tool)} needs a free sign-in` : ''),
  }));
  return AI_GROUPS.map((group) => ({ ...group, tools: built.filter((tool) => tool.group === group.id) }));
}
