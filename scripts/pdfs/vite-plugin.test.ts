import { EventEmitter } from 'node:events';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixture } from './test-support.ts';
import { pdfGuides } from './vite-plugin.ts';

const TIMEOUT = 60_000;

let workDir: string;
let sourceDir: string;
let outDir: string;

beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'pdf-plugin-'));
  sourceDir = join(workDir, 'pdfs-src');
  outDir = join(workDir, 'public', 'pdfs');
  await mkdir(sourceDir);
});

afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

function fakeConfig(command: 'build' | 'serve', ssr = false) {
  const logger = { info: vi.fn(), error: vi.fn(), warn: vi.fn() };
  return { command, build: { ssr }, logger };
}

/** Calls a plugin hook that Vite would call; the hooks here are plain functions. */
function hook<T extends (...args: never[]) => unknown>(value: unknown): T {
  if (typeof value !== 'function') throw new Error('expected a function hook');
  return value as T;
}

type BuildStart = (this: { error: (message: string) => never }) => Promise<void>;
const context = { error: (message: string): never => { throw new Error(message); } };

describe('pdfGuides', () => {
  it('renders stale guides when the build starts, but not in the SSR pass', async () => {
    await writeFile(join(sourceDir, 'door-seal.md'), fixture('minimal'));
    const ssrPlugin = pdfGuides({ sourceDir, outDir });
    hook<(config: unknown) => void>(ssrPlugin.configResolved)(fakeConfig('build', true));
    await hook<BuildStart>(ssrPlugin.buildStart).call(context);
    await expect(stat(join(outDir, 'door-seal.pdf'))).rejects.toThrow();

    const plugin = pdfGuides({ sourceDir, outDir });
    hook<(config: unknown) => void>(plugin.configResolved)(fakeConfig('build'));
    await hook<BuildStart>(plugin.buildStart).call(context);
    await expect(stat(join(outDir, 'door-seal.pdf'))).resolves.toBeTruthy();
  }, TIMEOUT);

  it('fails a build on a broken guide but only logs under the dev server', async () => {
    await writeFile(join(sourceDir, 'broken.md'), fixture('minimal').replace(/^title: .*$/m, ''));
    const build = pdfGuides({ sourceDir, outDir });
    hook<(config: unknown) => void>(build.configResolved)(fakeConfig('build'));
    await expect(hook<BuildStart>(build.buildStart).call(context)).rejects.toThrow(/broken\.md: frontmatter field "title"/);

    const dev = pdfGuides({ sourceDir, outDir });
    const config = fakeConfig('serve');
    hook<(config: unknown) => void>(dev.configResolved)(config);
    await hook<BuildStart>(dev.buildStart).call(context);
    expect(config.logger.error).toHaveBeenCalledWith(expect.stringMatching(/broken\.md/), expect.anything());
  }, TIMEOUT);

  it('re-renders a guide when it changes under the dev server and removes its PDF when it is deleted', async () => {
    const plugin = pdfGuides({ sourceDir, outDir });
    const config = fakeConfig('serve');
    hook<(config: unknown) => void>(plugin.configResolved)(config);
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
    hook<(server: unknown) => void>(plugin.configureServer)({ watcher, config });
    expect(watcher.add).toHaveBeenCalledWith(sourceDir);

    const guide = join(sourceDir, 'door-seal.md');
    const output = join(outDir, 'door-seal.pdf');
    await writeFile(guide, fixture('minimal'));
    watcher.emit('change', guide);
    await vi.waitFor(() => stat(output), { timeout: 30_000, interval: 100 });

    watcher.emit('change', join(workDir, 'elsewhere.md'));
    watcher.emit('unlink', guide);
    await vi.waitFor(async () => expect(await stat(output).catch(() => null)).toBeNull(), { timeout: 10_000, interval: 50 });
  }, TIMEOUT);
});
