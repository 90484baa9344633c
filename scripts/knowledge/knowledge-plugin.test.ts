import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plugin, ResolvedConfig } from 'vite';
import { knowledgeIndex } from '../vite/knowledge-plugin.ts';
import { KNOWLEDGE_INDEX_FILE } from './build.ts';

type Hook = (this: { error: (message: string) => never }) => Promise<void>;
const buildStart = (plugin: Plugin) => plugin.buildStart as unknown as Hook;
const context = { error: (message: string): never => { throw new Error(message); } };

describe('knowledgeIndex() Vite plugin', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('writes the index at buildStart and leaves an unchanged index untouched', async () => {
    const plugin = knowledgeIndex();
    const info = vi.fn();
    (plugin.configResolved as (config: ResolvedConfig) => void)({ command: 'build', logger: { info, error: vi.fn() } } as unknown as ResolvedConfig);
    await buildStart(plugin).call(context);
    const file = join(process.cwd(), KNOWLEDGE_INDEX_FILE);
    const first = await stat(file);
    const json = JSON.parse(await readFile(file, 'utf8')) as { format: string; passages: number };
    expect(json.format).toBe('winecellargpt-knowledge');
    expect(json.passages).toBeGreaterThan(100);

    await buildStart(plugin).call(context);
    expect((await stat(file)).mtimeMs).toBe(first.mtimeMs);
  });

  it('fails the build with the content error when the content is broken', async () => {
    const root = await mkdtemp(join(tmpdir(), 'knowledge-'));
    dirs.push(root);
    const plugin = knowledgeIndex(root);
    const error = vi.fn();
    (plugin.configResolved as (config: ResolvedConfig) => void)({ command: 'build', logger: { info: vi.fn(), error } } as unknown as ResolvedConfig);
    await mkdir(join(root, 'src/content/blog'), { recursive: true });
    await writeFile(join(root, 'src/content/blog/broken.md'), '---\ntitle: x\n---\nBody');
    await expect(buildStart(plugin).call(context)).rejects.toThrow(/knowledge index: src\/content\/blog\/broken\.md: invalid frontmatter/);
  });
});
