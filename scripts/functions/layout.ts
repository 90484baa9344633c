/**
 * What makes a function deployable on its own (docs/functions.md, "Deploying
 * one function"): the folders that are functions, the import map the CLI
 * bundles them with, and every import of every module under
 * supabase/functions, resolved, so a test can say which one reaches out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const FUNCTIONS_DIR = resolve(import.meta.dirname, '../../supabase/functions');

/** A function is a folder with an index.ts whose name does not start with `_` or `.` (the rule the CLI and backend/functions/host.ts follow). */
export function functionNames(dir = FUNCTIONS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[_.]/.test(entry.name) && existsSync(join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

export function readImportMap(dir = FUNCTIONS_DIR): Record<string, string> {
  const map = JSON.parse(readFileSync(join(dir, 'import_map.json'), 'utf8')) as { imports?: Record<string, string> };
  return map.imports ?? {};
}

/** Vitest's tests run in the repo under Node and may read its content (docs/functions.md, "Tests"); nothing deployed imports them. */
export const isVitestFile = (path: string) => /\.test\.tsx?$/.test(path);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Comments out, strings kept: a specifier in a comment is not an import. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');
}

/** Every module a file names: static and dynamic imports, re-exports, and `new URL(…, import.meta.url)`. */
export function specifiersOf(text: string): string[] {
  const code = withoutComments(text);
  const patterns = [/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]/g, /\bnew URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ''));
}

export interface ImportCheck {
  /** Modules looked at (Vitest files left out). */
  files: number;
  /** Imports counted, so a check that finds nothing is seen to have looked. */
  imports: number;
  /** `file → specifier` for each import that resolves outside the functions folder. */
  outside: string[];
  /** `file → specifier` for each bare import the import map does not name. */
  unmapped: string[];
  /** `file → specifier` for each import from _domain into _shared or a function folder. */
  domainReachesOut: string[];
  /** `file: what` for each use of the world (I/O, the environment, the clock) in _domain. */
  domainIo: string[];
  /** `file → specifier` for each JSON module imported dynamically: a bundler may leave it out. */
  dynamicJson: string[];
}

/** Things a pure engine never touches; the clock and randomness come in as arguments. */
const WORLD = [
  /\bDeno\./,
  /\bprocess\.(?:env|argv|cwd)/,
  /(?<![.\w])fetch\(/,
  /\bDate\.now\(/,
  /\bnew Date\(\)/,
  /\bMath\.random\(/,
  /\bcrypto\./,
  /\b(?:localStorage|sessionStorage|navigator|XMLHttpRequest|WebSocket)\b/,
];
const IO_MODULES = /^(?:node:|npm:|https?:|@supabase\/|nodemailer$)/;

const mapped = (specifier: string, map: Record<string, string>) =>
  specifier in map || Object.keys(map).some((key) => key.endsWith('/') && specifier.startsWith(key));

export function checkImports(dir = FUNCTIONS_DIR): ImportCheck {
  const map = readImportMap(dir);
  const domain = join(dir, '_domain') + sep;
  const result: ImportCheck = { files: 0, imports: 0, outside: [], unmapped: [], domainReachesOut: [], domainIo: [], dynamicJson: [] };
  for (const file of codeFiles(dir)) {
    if (isVitestFile(file)) continue;
    result.files += 1;
    const shown = relative(dir, file).split(sep).join('/');
    const text = readFileSync(file, 'utf8');
    const inDomain = file.startsWith(domain);
    for (const specifier of specifiersOf(text)) {
      result.imports += 1;
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        const target = resolve(dirname(file), specifier.split('?')[0] ?? specifier);
        if (!target.startsWith(dir + sep)) result.outside.push(`${shown} → ${specifier}`);
        else if (inDomain && !target.startsWith(domain)) result.domainReachesOut.push(`${shown} → ${specifier}`);
      } else {
        if (!mapped(specifier, map)) result.unmapped.push(`${shown} → ${specifier}`);
        if (inDomain && IO_MODULES.test(specifier)) result.domainIo.push(`${shown}: imports ${specifier}`);
      }
    }
    for (const match of withoutComments(text).matchAll(/\bimport\s*\(\s*['"]([^'"]+\.json)['"]/g)) result.dynamicJson.push(`${shown} → ${match[1]}`);
    if (inDomain) {
      const code = withoutComments(text);
      for (const pattern of WORLD) {
        const match = pattern.exec(code);
        if (match) result.domainIo.push(`${shown}: ${match[0]}`);
      }
    }
  }
  return result;
}
