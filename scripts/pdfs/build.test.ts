import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPdfs, newestMtime, rendererInputs } from './build.ts';
import { countPages } from './pdf-inspect.ts';
import { fixture } from './test-support.ts';

const TIMEOUT = 60_000;

let workDir: string;
let sourceDir: string;
let outDir: string;
let messages: string[];

beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'pdf-build-'));
  sourceDir = join(workDir, 'src');
  outDir = join(workDir, 'public', 'pdfs');
  messages = [];
  await mkdir(sourceDir);
  await writeFile(join(sourceDir, 'door-seal.md'), fixture('minimal'));
});

afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const log = (message: string) => messages.push(message);

describe('buildPdfs', () => {
  it('renders each guide to <slug>.pdf, creating the output folder, and says what it wrote', async () => {
    const results = await buildPdfs({ sourceDir, outDir, log });
    expect(results.map((result) => [result.slug, result.status])).toEqual([['door-seal', 'written']]);
    const pdf = await readFile(join(outDir, 'door-seal.pdf'));
    expect(countPages(pdf)).toBe(results[0]?.pages);
    expect(messages.join('\n')).toMatch(/wrote .*door-seal\.pdf \(3 pages/);
  }, TIMEOUT);

  it('skips a PDF newer than its source and the renderer, and re-renders when forced or when the source changes', async () => {
    await buildPdfs({ sourceDir, outDir, log });
    const output = join(outDir, 'door-seal.pdf');
    const first = (await stat(output)).mtimeMs;

    const again = await buildPdfs({ sourceDir, outDir, log });
    expect(again[0]?.status).toBe('up to date');
    expect((await stat(output)).mtimeMs).toBe(first);

    const forced = await buildPdfs({ sourceDir, outDir, log, force: true });
    expect(forced[0]?.status).toBe('written');

    const future = new Date(Date.now() + 60_000);
    await utimes(join(sourceDir, 'door-seal.md'), future, future);
    const edited = await buildPdfs({ sourceDir, outDir, log });
    expect(edited[0]?.status).toBe('written');
  }, TIMEOUT);

  it('renders the other guides and then reports every broken one by file and field', async () => {
    await writeFile(join(sourceDir, 'broken.md'), fixture('minimal').replace(/^published: .*$/m, 'published: soon'));
    await expect(buildPdfs({ sourceDir, outDir, log })).rejects.toThrow(
      /1 guide failed to render:\n.*broken\.md: frontmatter field "published"/,
    );
    await expect(stat(join(outDir, 'door-seal.pdf'))).resolves.toBeTruthy();
    await expect(stat(join(outDir, 'broken.pdf'))).rejects.toThrow();
  }, TIMEOUT);

  it('renders only the files it is given', async () => {
    await writeFile(join(sourceDir, 'second.md'), fixture('minimal'));
    const results = await buildPdfs({ sourceDir, outDir, log, only: [join(sourceDir, 'second.md')] });
    expect(results.map((result) => result.slug)).toEqual(['second']);
    await expect(stat(join(outDir, 'door-seal.pdf'))).rejects.toThrow();
  }, TIMEOUT);

  it('re-renders a guide when a file that shapes every guide is newer than its PDF, and stops when one is missing', async () => {
    const facts = join(workDir, 'business.ts');
    await writeFile(facts, 'export const business = {};\n');
    const past = new Date(Date.now() - 120_000);
    await utimes(facts, past, past);
    await utimes(join(sourceDir, 'door-seal.md'), past, past);
    await buildPdfs({ sourceDir, outDir, log, inputs: [facts] });
    expect((await buildPdfs({ sourceDir, outDir, log, inputs: [facts] }))[0]?.status).toBe('up to date');

    const future = new Date(Date.now() + 60_000);
    await utimes(facts, future, future);
    expect((await buildPdfs({ sourceDir, outDir, log, inputs: [facts] }))[0]?.status).toBe('written');

    await expect(buildPdfs({ sourceDir, outDir, log, inputs: [facts, join(workDir, 'moved-away.ts')] })).rejects.toThrow(/moved-away\.ts, which shapes every guide, is missing/);
  }, TIMEOUT);

  it('watches every module the renderer runs, the business facts on the closing page among them, and each one exists', async () => {
    const inputs = await rendererInputs();
    expect(inputs).toContain(fileURLToPath(new URL('../../supabase/functions/_domain/business.ts', import.meta.url)));
    expect(inputs).toContain(fileURLToPath(new URL('./closing.ts', import.meta.url)));
    expect(await newestMtime(inputs)).toBeGreaterThan(0);
  });

  it('does nothing when there is no source folder', async () => {
    expect(await buildPdfs({ sourceDir: join(workDir, 'missing'), outDir, log })).toEqual([]);
  });
});
