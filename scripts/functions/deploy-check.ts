/**
 * Every function deploys on its own (docs/functions.md, "Deploying one
 * function"): supabase/functions and config.toml are copied into an empty
 * folder (no repo root, no src/, no node_modules, no package.json), and
 * each function, under the import map its config.toml section names (the
 * one `supabase functions deploy` bundles with), is type-checked with
 * `deno check` and then loaded in Deno. npm packages come from the npm
 * registry into the cache under .local/deno, as the hosted bundler fetches
 * them. One Deno process checks all of them and one loads all of them.
 *
 *   npm test -- deploy     (or: npx tsx scripts/functions/deploy-check.ts [project root])
 *
 * Needs the generated knowledge index (`npm run knowledge`), which the
 * functions import and a deploy bundles.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'smol-toml';
import { functionNames } from './layout.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');

export interface DeployCheck {
  functions: string[];
  /** `name: why`, for each function that would not deploy. */
  failures: string[];
}

function deno(args: string[], cwd: string): { status: number; output: string } {
  const result = spawnSync(join(repoRoot, 'node_modules/.bin/deno'), args, {
    cwd,
    encoding: 'utf8',
    // The secrets a deployed function starts with: a mailing function refuses to start without its link secret (docs/functions.md, "Production or local").
    env: {
      ...process.env,
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
      DENO_DIR: join(repoRoot, '.local/deno'),
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_SERVICE_ROLE_KEY: 'service-role',
      MAIL_LINK_SECRET: 'deploy-check-link-secret-of-at-least-32-characters',
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

export function checkDeploy(projectRoot = repoRoot, log: (line: string) => void = console.log): DeployCheck {
  const source = join(projectRoot, 'supabase');
  if (!existsSync(join(source, 'functions/_shared/knowledge/generated/knowledge-index.json'))) {
    throw new Error('The knowledge index is missing: run `npm run knowledge` first (a deploy bundles it).');
  }
  const work = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  try {
    const copy = join(work, 'supabase');
    cpSync(join(source, 'config.toml'), join(copy, 'config.toml'));
    cpSync(join(source, 'functions'), join(copy, 'functions'), { recursive: true, filter: (path) => basename(path) !== 'node_modules' && !basename(path).startsWith('.env') });
    const functionsDir = join(copy, 'functions');
    const names = functionNames(functionsDir);
    const sections = (parse(readFileSync(join(copy, 'config.toml'), 'utf8')) as { functions?: Record<string, { import_map?: unknown }> }).functions ?? {};
    const failures: string[] = [];
    const byMap = new Map<string, string[]>();
    for (const name of names) {
      const map = sections[name]?.import_map;
      if (typeof map !== 'string') {
        failures.push(`${name}: config.toml names no import_map for it, so the CLI would not resolve its bare imports`);
        continue;
      }
      const mapPath = resolve(copy, map);
      if (!existsSync(mapPath)) failures.push(`${name}: its import map ${map} is missing`);
      else byMap.set(mapPath, [...(byMap.get(mapPath) ?? []), name]);
    }
    for (const [map, group] of byMap) {
      log(`deploy: deno check of ${group.length} functions under ${map.slice(copy.length + 1)}`);
      const checked = deno(['check', '--quiet', '--no-config', '--no-lock', `--import-map=${map}`, ...group.map((name) => `${name}/index.ts`)], functionsDir);
      if (checked.status !== 0) {
        failures.push(`deno check failed:\n${checked.output.trim()}`);
        continue;
      }
      log(`deploy: loading ${group.length} functions in one Deno process`);
      const loader = join(here, 'load-functions.ts');
      const loaded = deno(['run', '--quiet', '--no-config', '--no-lock', `--import-map=${map}`, '--allow-env', `--allow-read=${functionsDir}`, loader, functionsDir, ...group], functionsDir);
      const line = loaded.output.split('\n').find((text) => text.startsWith('LOADED '));
      if (!line) {
        failures.push(`the loader did not report:\n${loaded.output.trim()}`);
        continue;
      }
      for (const [name, outcome] of Object.entries(JSON.parse(line.slice('LOADED '.length)) as Record<string, string>)) {
        if (outcome !== 'ok') failures.push(`${name}: ${outcome}`);
      }
    }
    return { functions: names, failures };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const started = Date.now();
  try {
    const { functions, failures } = checkDeploy(resolve(process.argv[2] ?? repoRoot));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (failures.length > 0) {
      console.error(`\n✖ ${failures.length} problem${failures.length === 1 ? '' : 's'} deploying functions on their own:\n\n${failures.join('\n\n')}`);
      process.exit(1);
    }
    console.log(`deploy: ${functions.length} functions type-check and load with only supabase/functions and its import map (${seconds}s): ${functions.join(', ')}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
