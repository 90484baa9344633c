import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/route-table.ts';
import { hubSections } from '@/features/ai-hub/hub-model.ts';
import { AI_GROUPS, AI_TOOLS_CATALOG } from './ai-tools-catalog.ts';
import { toolsIn } from './tools.ts';

/** SPEC §2's AI tool routes, /ai-hub aside: the 26 tools the hub must name. */
const SPEC_AI_ROUTES =
  '/ai-design, /condition-assessment, /document-analyzer, /material-identifier, /content-generator, /ai-hub, /voice-ai, /ai-image-generator, /proposal-builder, /lead-scoring, /autonomous-agents, /voice-agent, /visual-designer, /video-tours, /predictive-maintenance, /contract-generator, /semantic-search, /dynamic-pricing, /email-sequences, /sentiment-analysis, /multilingual, /wine-collection-ai, /image-3d-converter, /training-simulator, /competitive-intelligence, /live-bid-optimization, /seo-automation'
    .split(', ')
    .filter((path) => path !== '/ai-hub');

describe('the AI tools: registry, catalog and hub', () => {
  const built = toolsIn('ai');
  const registry = built.map((tool) => ({ slug: tool.slug, path: tool.path }));

  it('names exactly the 26 AI tools of the spec, each once, all built', () => {
    expect(SPEC_AI_ROUTES).toHaveLength(26);
    expect(registry.map((tool) => tool.path).sort()).toEqual([...SPEC_AI_ROUTES].sort());
    expect(new Set(registry.map((tool) => tool.slug)).size).toBe(26);
  });

  it('has a catalog entry for every registry AI tool and no other', () => {
    expect(Object.keys(AI_TOOLS_CATALOG).sort()).toEqual(registry.map((tool) => tool.slug).sort());
    for (const [slug, info] of Object.entries(AI_TOOLS_CATALOG)) {
      for (const text of [info.name, info.does, info.offline]) expect(text, slug).toMatch(/\S/);
      expect(AI_GROUPS.map((group) => group.id), slug).toContain(info.group);
    }
  });

  it('gives a route only to built tools, and a page text to each built tool with its own page', () => {
    const paths = new Set(routeTable.map((route) => route.path));
    for (const tool of built) expect(paths.has(tool.path), tool.path).toBe(true);
    expect(AI_TOOLS_CATALOG['visual-designer'].page?.heading).toMatch(/\S/);
  });

  it('lists on the hub every AI tool of the registry once, in its group, linking only built ones', () => {
    const sections = hubSections();
    expect(sections.map((section) => section.id)).toEqual(AI_GROUPS.map((group) => group.id));
    const listed = sections.flatMap((section) => section.tools.map((tool) => ({ ...tool, section: section.id })));
    expect(listed.map((tool) => tool.slug).sort()).toEqual(registry.map((tool) => tool.slug).sort());
    for (const tool of listed) {
      expect(tool.section).toBe(AI_TOOLS_CATALOG[tool.slug].group);
      const entry = built.find((candidate) => candidate.slug === tool.slug);
      expect(tool.href, tool.slug).toBe(entry ? entry.path : null);
      expect(tool.access, tool.slug).toMatch(/\S/);
    }
  });
});
