import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fontFilePaths } from './fonts.ts';
import { countPages } from './pdf-inspect.ts';
import { renderPdf } from './render.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

export const defaultSourceDir = join(root, 'src/content/pdfs');
export const defaultOutDir = join(root, 'public/pdfs');

export interface BuildOptions {
  /** Re-render even when the PDF is newer than its source and the renderer. */
  force?: boolean;
  sourceDir?: string;
  outDir?: string;
  /** Render only these source files (absolute paths); the dev watcher passes the file that changed. */
  only?: string[];
  /** The files besides each guide that shape its PDF (default: rendererInputs()). */
  inputs?: string[];
  log?: (message: string) => void;
}

export interface BuildResult {
  slug: string;
  source: string;
  output: string;
  status: 'written' | 'up to date';
  pages?: number;
}

async function mtime(path: string): Promise<number> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Everything that shapes the output besides the Markdown: every local module
 * the renderer runs, found by following its imports from render.ts (so the
 * business facts printed on the closing page are watched wherever they
 * live), and the embedded fonts. A module that cannot be read stops the
 * walk with its path.
 */
export async function rendererInputs(): Promise<string[]> {
  const modules = new Set<string>();
  const queue = [join(here, 'render.ts')];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (modules.has(file)) continue;
    modules.add(file);
    const text = await readFile(file, 'utf8').catch(() => Promise.reject(new Error(`pdfs: ${display(file)}, which the renderer imports, is missing`)));
    for (const match of text.matchAll(/\bfrom\s*'(\.{1,2}\/[^']+)'/g)) queue.push(resolve(dirname(file), match[1] ?? ''));
  }
  return [...modules, ...fontFilePaths()];
}

/** The newest modification time of these files. A missing one is an error: read as "never changed", it would keep stale PDFs. */
export async function newestMtime(paths: readonly string[]): Promise<number> {
  const times = await Promise.all(
    paths.map((path) =>
      stat(path).then(
        (info) => info.mtimeMs,
        () => Promise.reject(new Error(`pdfs: ${display(path)}, which shapes every guide, is missing`)),
      ),
    ),
  );
  return Math.max(0, ...times);
}

/** Writes beside the target and renames, so a dev server never serves half a PDF. */
async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

function display(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown.startsWith('..') ? path : shown;
}

/**
 * Renders every `src/content/pdfs/*.md` to `public/pdfs/<slug>.pdf`. A file
 * that fails does not stop the others; all failures are reported together.
 */
export async function buildPdfs(options: BuildOptions = {}): Promise<BuildResult[]> {
  const sourceDir = options.sourceDir ?? defaultSourceDir;
  const outDir = options.outDir ?? defaultOutDir;
  const log = options.log ?? ((message: string) => console.log(message));

  let names: string[];
  try {
    names = (await readdir(sourceDir)).filter((name) => name.endsWith('.md')).sort();
  } catch {
    log(`pdfs: no guides in ${display(sourceDir)}`);
    return [];
  }
  const only = options.only?.map((path) => resolve(path));
  const sources = names.map((name) => join(sourceDir, name)).filter((path) => !only || only.includes(path));
  await mkdir(outDir, { recursive: true });
  const rendererTime = await newestMtime(options.inputs ?? (await rendererInputs()));

  const results: BuildResult[] = [];
  const failures: string[] = [];
  for (const source of sources) {
    const slug = basename(source, '.md');
    const output = join(outDir, `${slug}.pdf`);
    const outputTime = await mtime(output);
    if (!options.force && outputTime > (await mtime(source)) && outputTime > rendererTime) {
      results.push({ slug, source, output, status: 'up to date' });
      continue;
    }
    try {
      const pdf = await renderPdf(await readFile(source, 'utf8'), { fileName: display(source) });
      await writeAtomically(output, pdf);
      const pages = countPages(pdf);
      results.push({ slug, source, output, status: 'written', pages });
      log(`pdfs: wrote ${display(output)} (${pages} pages, ${Math.round(pdf.length / 1024)} KB)`);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  const fresh = results.filter((result) => result.status === 'up to date').length;
  if (fresh > 0) log(`pdfs: ${fresh} guide${fresh === 1 ? '' : 's'} already up to date`);
  if (failures.length > 0) {
    throw new Error(`pdfs: ${failures.length} guide${failures.length === 1 ? '' : 's'} failed to render:\n  ${failures.join('\n  ')}`);
  }
  return results;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  buildPdfs({ force: process.argv.includes('--force') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
