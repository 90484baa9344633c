/**
 * Keeps the knowledge index (scripts/knowledge/build.ts) in step with the
 * content: generated when a dev server or a build starts, and regenerated
 * when a Markdown file, the landing FAQ/services, the business facts or the
 * estimator (the calculators' assumptions) change under the dev server. Site
 * search imports the generated JSON, so Vite reloads it like any other module.
 *
 * A broken content file fails `vite build`; under `vite dev` it is logged
 * and the last good index stays, so a half-written guide never stops the
 * server (the content plugin reports the same error in the page).
 */
import { relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { writeKnowledgeIndex } from '../knowledge/build.ts';

const SOURCES = [/^src\/content\/[^/]+\/[^/]+\.md$/, /^src\/content\/landing\/(faq|services)\.ts$/, /^supabase\/functions\/_domain\/business\.ts$/, /^supabase\/functions\/_domain\/estimator\/[^/]+\.ts$/];

export function knowledgeIndex(root = process.cwd()): Plugin {
  let config: ResolvedConfig | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  // One build at a time: buildStart fires per environment, and saves arrive in bursts.
  const rebuild = () => {
    const next = running.then(() => writeKnowledgeIndex(root));
    running = next.catch(() => undefined);
    return next;
  };
  const report = ({ passages, bytes, changed }: Awaited<ReturnType<typeof writeKnowledgeIndex>>) => {
    if (changed) config?.logger.info(`knowledge index: ${passages} passages, ${(bytes / 1024).toFixed(0)} KB`, { timestamp: true });
  };
  const isSource = (file: string) => SOURCES.some((pattern) => pattern.test(relative(root, file).split(sep).join('/')));

  return {
    name: 'winecellargpt:knowledge-index',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      try {
        report(await rebuild());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (config?.command === 'build') this.error(`knowledge index: ${message}`);
        config?.logger.error(`knowledge index: ${message}`, { timestamp: true });
      }
    },
    configureServer(server) {
      const onChange = (file: string) => {
        if (!isSource(file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          rebuild()
            .then(report)
            .catch((error: unknown) => server.config.logger.error(`knowledge index: ${error instanceof Error ? error.message : String(error)}`, { timestamp: true }));
        }, 150);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
