import { unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { type BuildOptions, buildPdfs, defaultOutDir, defaultSourceDir } from './build.ts';

/**
 * Keeps `public/pdfs` in step with `src/content/pdfs`: renders stale guides
 * when a dev server or a build starts, and re-renders a guide when its
 * Markdown changes under the dev server. A broken guide fails `vite build`
 * but only logs under `vite dev`, so a half-written file never stops the
 * server.
 */
export function pdfGuides(options: Pick<BuildOptions, 'sourceDir' | 'outDir'> = {}): Plugin {
  const sourceDir = resolve(options.sourceDir ?? defaultSourceDir);
  const outDir = resolve(options.outDir ?? defaultOutDir);
  let config: ResolvedConfig | undefined;
  let running: Promise<unknown> = Promise.resolve();

  // Builds run one after another: buildStart can fire once per environment,
  // and a save can land while the first render is still going.
  const queue = <T>(task: () => Promise<T>): Promise<T> => {
    const next = running.then(task, task);
    running = next.catch(() => undefined);
    return next;
  };
  const log = (message: string) => config?.logger.info(message, { timestamp: true });
  const isGuide = (file: string) => dirname(resolve(file)) === sourceDir && file.endsWith('.md');

  return {
    name: 'winecellargpt:pdf-guides',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config?.build.ssr) return;
      try {
        await queue(() => buildPdfs({ sourceDir, outDir, log }));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (config?.command === 'build') this.error(message);
        config?.logger.error(message, { timestamp: true });
      }
    },
    configureServer(server) {
      server.watcher.add(sourceDir);
      const rerender = (file: string) => {
        if (!isGuide(file)) return;
        queue(() => buildPdfs({ sourceDir, outDir, log, force: true, only: [resolve(file)] })).catch((error: unknown) => {
          server.config.logger.error(error instanceof Error ? error.message : String(error), { timestamp: true });
        });
      };
      server.watcher.on('add', rerender);
      server.watcher.on('change', rerender);
      server.watcher.on('unlink', (file) => {
        if (!isGuide(file)) return;
        unlink(join(outDir, `${basename(file, '.md')}.pdf`)).catch(() => undefined);
      });
    },
  };
}
