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
 * The newest of everything that shapes the output besides the Markdown: the
 * renderer's modules, the business facts printed on the closing page and the
 * embedded fonts.
 */
async function rendererMtime(): Promise<number> {
  const modules = (await readdir(here)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const inputs = [
    ...modules.map((name) => join(here, name)),
    join(root, 'supabase/functions/_shared/business.ts'),
    ...fontFilePaths(),
  ];
  return Math.max(...(await Promise.all(inputs.map(mtime))));
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
  const rendererTime = await rendererMtime();

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
