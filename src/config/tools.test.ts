import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/route-table.ts';
import { pageFiles } from '@/app/pages.tsx';
import { readQuotePrefill } from '@/lib/quote-prefill.ts';
import { newCalculationSchema } from '@/lib/saved-calculations.ts';
import { newImageAnalysisSchema } from '@/lib/image-analyses-schema.ts';
import { STUDIO_KIND } from '@/features/cellar-design/image-studio/studio.ts';
import { CALCULATORS } from '@/features/content/lib/calculators.ts';
import { TOOL_DETAILS } from './tool-details.ts';
import { FAMILY_HOME, IMAGE_KIND_LABELS, IMAGE_KINDS, SAVED_KIND_LABELS, SAVED_KINDS, TOOLS, toolForKind, toolsIn } from './tools.ts';

// A business tool's route is public; its page opens the tool for the role (the test below).
const ACCESS = { visitor: 'public', 'signed-in': 'signed-in', admin: 'public', contractor: 'public' } as const;

/**
 * The registry is the only list of tools; these hold everything derived from
 * it to it, so a tool added there cannot be missing anywhere else. The SQL
 * check of saved kinds is held to it by saved-kinds.node.test.ts.
 */
describe('the tool registry', () => {
  it('has unique slugs, paths and saved kinds, and labels for every kind', () => {
    expect(new Set(TOOLS.map((tool) => tool.slug)).size).toBe(TOOLS.length);
    expect(new Set(TOOLS.map((tool) => tool.path)).size).toBe(TOOLS.length);
    expect(new Set(SAVED_KINDS).size).toBe(SAVED_KINDS.length);
    for (const kind of SAVED_KINDS) {
      expect(SAVED_KIND_LABELS[kind], kind).toMatch(/\S/);
      expect(toolForKind(kind).saved.kind).toBe(kind);
    }
    expect(new Set(Object.values(SAVED_KIND_LABELS)).size).toBe(SAVED_KINDS.length);
  });

  it('gives every tool one route-table entry with its page, title, description and access', () => {
    const pages = new Set(pageFiles());
    for (const tool of TOOLS) {
      const routes = routeTable.filter((route) => route.path === tool.path);
      expect(routes, tool.path).toHaveLength(1);
      const route = routes[0];
      expect(route?.page).toBe(tool.page);
      expect(pages.has(tool.page), `src/${tool.page} exists`).toBe(true);
      expect(route?.title.startsWith(tool.title)).toBe(true);
      expect(route?.description).toBe(tool.description);
      expect(route?.access).toBe(ACCESS[tool.audience]);
      expect(tool.description.length, tool.slug).toBeGreaterThanOrEqual(50);
      expect(tool.description.length, tool.slug).toBeLessThanOrEqual(170);
    }
  });

  it('opens a business tool only for its role: the page gates it with roleGated', () => {
    const roles: readonly string[] = ['admin', 'contractor'];
    const gated = TOOLS.filter((tool) => roles.includes(tool.audience));
    expect(gated.length).toBeGreaterThan(0);
    for (const tool of gated) {
      const source = readFileSync(join(process.cwd(), 'src', tool.page), 'utf8');
      expect(source, tool.page).toContain(`roleGated('${tool.audience}'`);
    }
  });

  it('lists every calculator in the article calls to action, with the registry’s name', () => {
    const calculators = TOOLS.filter((tool) => tool.family === 'calculator');
    expect(Object.keys(CALCULATORS).sort()).toEqual(calculators.map((tool) => tool.path).sort());
    for (const tool of calculators) expect(CALCULATORS[tool.path]?.title).toBe(TOOL_DETAILS[tool.slug].name);
  });

  it('accepts every saved kind in a saved calculation and in the quote pre-fill, and no other', () => {
    for (const kind of SAVED_KINDS) {
      const calculation = { kind, title: 't', inputs: {}, summary: { headline: 'h', lines: [], link: '/x' } };
      expect(newCalculationSchema.safeParse(calculation).success, kind).toBe(true);
      const params = new URLSearchParams({ calc: kind, title: 'A title', summary: 'S', link: '/calculators/cost' });
      expect(readQuotePrefill(params).calculation?.kind, kind).toBe(kind);
    }
    const unknown = { kind: 'not-a-tool', title: 't', inputs: {}, summary: { headline: 'h', lines: [], link: '/x' } };
    expect(newCalculationSchema.safeParse(unknown).success).toBe(false);
    expect(readQuotePrefill(new URLSearchParams({ calc: 'not-a-tool', title: 'T', summary: 'S', link: '/x' })).calculation).toBeUndefined();
  });

  it('gives every calculator its details, and only calculators have them (AI tools: ai-tools-catalog.test.ts)', () => {
    const calculators = toolsIn('calculator');
    expect(Object.keys(TOOL_DETAILS).sort()).toEqual(calculators.map((tool) => tool.slug).sort());
    for (const tool of calculators) {
      const details = TOOL_DETAILS[tool.slug];
      for (const text of [details.name, details.heading, details.intro, details.question, details.gives, details.blurb, details.offline]) expect(text, tool.slug).toMatch(/\S/);
    }
  });

  it('names each kind of My Image Analyses once, with a label, and a kept image may have those kinds and no other', () => {
    expect(new Set(IMAGE_KINDS).size).toBe(IMAGE_KINDS.length);
    expect(new Set(Object.values(IMAGE_KIND_LABELS)).size).toBe(IMAGE_KINDS.length);
    for (const kind of IMAGE_KINDS) {
      expect(IMAGE_KIND_LABELS[kind], kind).toMatch(/\S/);
      expect(newImageAnalysisSchema.safeParse({ kind, title: 'A cellar' }).success, kind).toBe(true);
    }
    expect(newImageAnalysisSchema.safeParse({ kind: 'design', title: 'A cellar' }).success).toBe(false);
    // The image studio keeps its images under the kind its registry entry names.
    expect(TOOLS.find((tool) => tool.slug === 'ai-image-generator')).toMatchObject({ savedImage: { kind: STUDIO_KIND } });
  });

  it('leads every family back to a page that exists', () => {
    const paths = new Set(routeTable.map((route) => route.path));
    for (const tool of TOOLS) expect(paths.has(FAMILY_HOME[tool.family].to), tool.family).toBe(true);
  });
});
