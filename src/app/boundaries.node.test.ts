/**
 * The architecture's import rules (STYLE, DESIGN), checked on every file:
 * - a feature uses another feature only through its public entries
 *   (`@/features/<name>/index.ts`, and `public-*.ts` where a capability
 *   would make index.ts heavy for its other users), never its internals;
 * - shared code (components, lib, config) and features never import the app
 *   shell (`src/app`), which sits above them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

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

describe('import boundaries', () => {
  it('finds the source files and their imports (the check below is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some(({ imports }) => imports.some((path) => path.startsWith('features/')))).toBe(true);
  });

  it('a feature reaches another feature only through its public entry', () => {
    const crossings = files.flatMap(({ file, imports }) => {
      const own = /^features\/([^/]+)\//.exec(file)?.[1];
      if (!own) return [];
      return imports
        .filter((path) => {
          const other = /^features\/([^/]+)\//.exec(path)?.[1];
          const publicEntry = path === `features/${other}/index.ts` || new RegExp(`^features/${other}/public-[a-z-]+\\.ts$`).test(path);
          return other !== undefined && other !== own && !publicEntry;
        })
        .map((path) => `${file} → ${path}`);
    });
    expect(crossings).toEqual([]);
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
