/**
 * The architecture's import rules (docs/tools.md, "Where a tool lives"),
 * checked on every file:
 * - a feature uses another feature only through its public entries
 *   (`@/features/<name>/index.ts`, and `public-*.ts` where a capability
 *   would make index.ts heavy for its other users), never its internals;
 * - the tools are grouped by whom they serve (`features/cellar-design`,
 *   `features/cellar-care`, `features/business`), and inside a group each
 *   tool (`features/<group>/<tool>/`) is a feature of its own: another tool,
 *   in its group or elsewhere, reaches it only through its public entries,
 *   and `features/<group>/shared/` is open to its own group only;
 * - shared code (components, lib, config) and features never import the app
 *   shell (`src/app`), which sits above them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AI_TOOLS_CATALOG, type AiGroup } from '@/config/ai-tools-catalog.ts';
import { toolsIn, type AiToolSlug } from '@/config/tools.ts';

const SRC = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file imports (static, dynamic and re-exports), as a path under src/ when it is one. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [specifier.slice(2)];
    if (specifier.startsWith('.')) return [relative(SRC, resolve(dirname(file), specifier)).split(sep).join('/')];
    return [];
  });
}

const files = sourceFiles(SRC).map((file) => ({ file: relative(SRC, file).split(sep).join('/'), imports: importsOf(file) }));

/** The feature folder of each of the hub's groups. */
const GROUP_FEATURE: Record<AiGroup, string> = { collectors: 'cellar-design', owners: 'cellar-care', business: 'business' };
const GROUPS = Object.values(GROUP_FEATURE);

/** AI tools whose page belongs to a feature outside the groups: the assistant's voice page is the chat itself. */
const OUTSIDE_GROUPS: Partial<Record<AiToolSlug, string>> = { 'voice-ai': 'chat' };

/**
 * The unit a path belongs to: a group's tool (`cellar-design/designer`) or
 * its shared folder (`cellar-design/shared`), or a plain feature (`chat`);
 * undefined outside features/.
 */
function unitOf(path: string): string | undefined {
  const grouped = /^features\/([^/]+)\/([^/]+)\//.exec(path);
  if (grouped && GROUPS.includes(grouped[1] ?? '')) return `${grouped[1]}/${grouped[2]}`;
  return /^features\/([^/]+)\//.exec(path)?.[1];
}

const groupOf = (unit: string) => (GROUPS.includes(unit.split('/')[0] ?? '') ? unit.split('/')[0] : undefined);

/** Every import that reaches into another unit other than through its public entries. */
function crossings(sources: ReadonlyArray<{ file: string; imports: readonly string[] }>): string[] {
  return sources.flatMap(({ file, imports }) => {
    const own = unitOf(file);
    if (!own) return [];
    return imports
      .filter((path) => {
        const other = unitOf(path);
        if (other === undefined || other === own) return false;
        if (other.endsWith('/shared')) return groupOf(other) !== groupOf(own);
        const publicEntry = path === `features/${other}/index.ts` || new RegExp(`^features/${other}/public-[a-z-]+\\.ts$`).test(path);
        return !publicEntry;
      })
      .map((path) => `${file} → ${path}`);
  });
}

describe('import boundaries', () => {
  it('finds the source files and their imports (the check below is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some(({ imports }) => imports.some((path) => path.startsWith('features/')))).toBe(true);
  });

  it('a feature reaches another feature only through its public entry', () => {
    expect(crossings(files)).toEqual([]);
  });

  it('reports a planted crossing of each kind, and lets the allowed imports through', () => {
    const planted = [
      // Into another group's tool, past its public entry.
      { file: 'features/cellar-care/training-simulator/design-room.ts', imports: ['features/cellar-design/designer/use-designer.ts'] },
      // Into another tool of the same group, past its public entry.
      { file: 'features/cellar-design/ai-design/concept-output.ts', imports: ['features/cellar-design/designer/design-output.ts'] },
      // Into another group's shared code, even its index.
      { file: 'features/business/live-bids/api/bids.ts', imports: ['features/cellar-care/shared/index.ts'] },
      // From a plain feature into a tool's internals.
      { file: 'features/contractors/api/leads.ts', imports: ['features/business/admin/lib/pipeline.ts'] },
      // From a tool into a plain feature's internals.
      { file: 'features/cellar-design/voice-agent/talk-panel.tsx', imports: ['features/chat/use-chat.ts'] },
    ];
    expect(crossings(planted)).toEqual(planted.map(({ file, imports }) => `${file} → ${imports[0]}`));

    const allowed = [
      { file: 'features/cellar-care/training-simulator/design-room.ts', imports: ['features/cellar-design/designer/index.ts'] },
      { file: 'features/business/competitive-intelligence/price-form.tsx', imports: ['features/cellar-design/documents/public-extraction.ts'] },
      { file: 'features/cellar-care/condition/engine.ts', imports: ['features/cellar-care/condition/draft.ts', 'features/cellar-care/shared/readings.ts'] },
      { file: 'features/cellar-care/shared/readings.ts', imports: ['features/cellar-care/shared/csv.ts'] },
      { file: 'features/contractors/api/leads.ts', imports: ['features/business/admin/index.ts'] },
      { file: 'features/business/sentiment/sentiment-body.tsx', imports: ['features/business/admin/public-sentiment.ts'] },
    ];
    expect(crossings(allowed)).toEqual([]);
  });

  it('keeps every file of a group inside one of its tools or its shared folder, and each group holds tools', () => {
    for (const group of GROUPS) {
      const inGroup = files.filter(({ file }) => file.startsWith(`features/${group}/`));
      expect(inGroup.filter(({ file }) => !/^features\/[^/]+\/[^/]+\//.test(file)).map(({ file }) => file), group).toEqual([]);
      expect(new Set(inGroup.map(({ file }) => unitOf(file))).size, group).toBeGreaterThan(2);
    }
  });

  it('puts every AI tool in the group the hub lists it under (ai-tools-catalog.ts)', () => {
    const misplaced = toolsIn('ai')
      .filter((tool) => !(tool.slug in OUTSIDE_GROUPS))
      .filter((tool) => !tool.page.startsWith(`features/${GROUP_FEATURE[AI_TOOLS_CATALOG[tool.slug].group]}/`))
      .map((tool) => `${tool.slug}: ${tool.page}`);
    expect(misplaced).toEqual([]);
    for (const [slug, feature] of Object.entries(OUTSIDE_GROUPS)) expect(toolsIn('ai').find((tool) => tool.slug === slug)?.page.startsWith(`features/${feature}/`), slug).toBe(true);
  });

  it('shared code and features never import the app shell', () => {
    const upward = files.flatMap(({ file, imports }) =>
      /^(features|components|lib|config)\//.test(file) ? imports.filter((path) => path.startsWith('app/')).map((path) => `${file} → ${path}`) : [],
    );
    expect(upward).toEqual([]);
  });

  it('the browser never imports the route table itself, only its types (the build splits it: scripts/vite/route-table-plugin.ts)', () => {
    const valueImports = files.flatMap(({ file }) => {
      if (file === 'entry-server.tsx' || file === 'app/route-table.ts') return [];
      const text = readFileSync(join(SRC, file), 'utf8');
      return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']*route-table(?:\.ts)?)'/gm)].map((match) => `${file} → ${match[1] ?? ''}`);
    });
    expect(valueImports).toEqual([]);
  });
});
