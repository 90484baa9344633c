import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { afterAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_INDEX_FILE } from '../knowledge/build.ts';
import { checkImports, FUNCTIONS_DIR, functionNames, readImportMap, specifiersOf } from './layout.ts';

const ROOT = resolve(FUNCTIONS_DIR, '../..');

describe('every function deploys with only supabase/functions beside it', () => {
  const check = checkImports();

  it('looks at the modules and their imports (the checks below are not vacuous)', () => {
    expect(check.files).toBeGreaterThan(200);
    expect(check.imports).toBeGreaterThan(800);
    expect(functionNames()).toContain('submit-inquiry');
  });

  it('no module imports from outside supabase/functions', () => {
    expect(check.outside).toEqual([]);
  });

  it('every bare import is in import_map.json, the map the CLI bundles with', () => {
    expect(check.unmapped).toEqual([]);
  });

  it('the domain imports only the domain, and touches no I/O, environment or clock', () => {
    expect(check.domainReachesOut).toEqual([]);
    expect(check.domainIo).toEqual([]);
  });

  it('the knowledge index is written inside supabase/functions and imported statically, so a bundle includes it', () => {
    const loader = join(FUNCTIONS_DIR, '_shared/knowledge/deno-load.ts');
    const text = readFileSync(loader, 'utf8');
    expect(resolve(dirname(loader), specifiersOf(text).find((specifier) => specifier.endsWith('.json')) ?? '')).toBe(join(ROOT, KNOWLEDGE_INDEX_FILE));
    expect(text).toMatch(/^import \w+ from '[^']+\.json' with \{ type: 'json' \};$/m);
    expect(check.dynamicJson).toEqual([]);
  });
});

describe('the checks catch what they are for', () => {
  const dir = mkdtempSync(join(tmpdir(), 'functions-layout-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('import_map.json', JSON.stringify({ imports: { zod: 'npm:zod@4' } }));
  write('hello/index.ts', "import { z } from 'zod';\nimport { business } from '../../../src/config/business.ts';\nimport slugify from 'slugify';\nconst data = await import('./data.json', { with: { type: 'json' } });\n// import { x } from '../../outside-in-a-comment.ts';\n");
  write('_domain/rules.ts', "import { serve } from '../_shared/serve.ts';\nexport const key = () => Deno.env.get('KEY');\nexport const today = () => new Date();\n");
  write('_domain/rules.test.ts', "import doc from '../../../docs/x.md?raw';\n");
  write('_shared/serve.ts', 'export const serve = 1;\n');
  const check = checkImports(dir);

  it('an import that reaches out of the folder, and a bare one the map lacks; comments and Vitest files are not imports', () => {
    expect(check.outside).toEqual(['hello/index.ts → ../../../src/config/business.ts']);
    expect(check.unmapped).toEqual(['hello/index.ts → slugify']);
  });

  it('a JSON module imported dynamically, which a bundler may leave out', () => {
    expect(check.dynamicJson).toEqual(['hello/index.ts → ./data.json']);
  });

  it('a domain module that imports infrastructure, reads the environment or the clock', () => {
    expect(check.domainReachesOut).toEqual(['_domain/rules.ts → ../_shared/serve.ts']);
    expect(check.domainIo).toEqual(['_domain/rules.ts: Deno.', '_domain/rules.ts: new Date()']);
  });

  it('reads static and dynamic imports, re-exports and file URLs', () => {
    expect(specifiersOf("import a from './a.ts';\nexport * from './b.ts';\nexport { c } from\n  './c.ts';\nconst d = await import('./d.ts');\nimport './e.ts';\nnew URL('./f.json', import.meta.url);")).toEqual([
      './a.ts',
      './b.ts',
      './c.ts',
      './e.ts',
      './d.ts',
      './f.json',
    ]);
  });
});

describe('config.toml and the import map', () => {
  const config = parse(readFileSync(join(ROOT, 'supabase/config.toml'), 'utf8')) as { functions?: Record<string, Record<string, unknown>> };
  const sections = config.functions ?? {};

  it('every function folder has its section, with the import map and a deliberate verify_jwt; no section names a missing folder', () => {
    expect(Object.keys(sections).sort()).toEqual(functionNames());
    for (const [name, section] of Object.entries(sections)) {
      expect(section.import_map, name).toBe('./functions/import_map.json');
      expect(typeof section.verify_jwt, name).toBe('boolean');
    }
  });

  it('deno.json points the local tooling at the same map and keeps no list of its own', () => {
    const deno = JSON.parse(readFileSync(join(FUNCTIONS_DIR, 'deno.json'), 'utf8')) as Record<string, unknown>;
    expect(deno.importMap).toBe('./import_map.json');
    expect(deno.imports).toBeUndefined();
  });

  it('each mapped package is the version range package.json installs for the browser and the local runs', () => {
    const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const [specifier, target] of Object.entries(readImportMap())) {
      const match = /^npm:((?:@[^/@]+\/)?[^/@]+)@([^/]+)/.exec(target);
      expect(match, specifier).not.toBeNull();
      expect(`${match?.[1]}@${packageJson.dependencies[match?.[1] ?? '']}`, specifier).toBe(`${match?.[1]}@${match?.[2]}`);
    }
  });
});
