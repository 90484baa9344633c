import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export const fixturesDir = join(here, 'fixtures');
export const contentDir = join(here, '../../src/content/pdfs');

export interface GuideFile {
  name: string;
  path: string;
  source: string;
}

export function guideFiles(dir: string): GuideFile[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.md'));
  } catch {
    return [];
  }
  return names.sort().map((name) => ({ name: basename(name, '.md'), path: join(dir, name), source: readFileSync(join(dir, name), 'utf8') }));
}

export function fixture(name: string): string {
  return readFileSync(join(fixturesDir, `${name}.md`), 'utf8');
}

/** Counts `re` (rectangle) operators in uncompressed content streams. */
export function rectangleCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/ re\n/g)?.length ?? 0;
}
