/**
 * Content as virtual modules:
 *   virtual:content/routes   path, title and description of every entry (for the route table)
 *   virtual:content/meta     everything but the bodies (indexes, cards, related links)
 *   virtual:content/case-studies  the same for the case studies only (the landing page's project cards)
 *   virtual:content/loaders  path → () => import(body): one chunk per article body
 *   virtual:content/legal/<name>  the sections of src/content/legal/<name>.md (privacy, terms)
 * Bodies are rendered at build time; the browser never parses Markdown.
 */
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { loadLegal } from '../content/legal.ts';
import { loadAllContent, type ContentEntry } from '../content/load-content.ts';

const PREFIX = 'virtual:content/';
const RESOLVED = `\0${PREFIX}`;
const BODY = 'body/';

export function contentPlugin(root = process.cwd()): Plugin {
  let cache: Promise<ContentEntry[]> | undefined;
  const load = () => (cache ??= loadAllContent(root));
  let server: ViteDevServer | undefined;

  const bodyId = (entry: ContentEntry) => `${PREFIX}${BODY}${entry.meta.collection}/${entry.meta.slug}`;

  return {
    name: 'winecellargpt:content',
    configureServer(dev) {
      server = dev;
      dev.watcher.add(join(root, 'src/content'));
      const onChange = (file: string) => {
        if (!/src[\\/]content[\\/].+\.(md|svg)$/.test(file)) return;
        cache = undefined;
        for (const module of dev.moduleGraph.getModulesByFile?.(file) ?? []) dev.moduleGraph.invalidateModule(module);
        for (const module of dev.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(RESOLVED)) dev.moduleGraph.invalidateModule(module);
        }
        dev.ws.send({ type: 'full-reload' });
      };
      dev.watcher.on('change', onChange);
      dev.watcher.on('add', onChange);
      dev.watcher.on('unlink', onChange);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      if (name.startsWith('legal/')) {
        const { sections, file } = await loadLegal(root, name.slice('legal/'.length));
        this.addWatchFile(join(root, file));
        return `export const sections = ${JSON.stringify(sections)};`;
      }
      let entries: ContentEntry[];
      try {
        entries = await load();
      } catch (error) {
        cache = undefined;
        if (server) server.config.logger.error(String((error as Error).message));
        throw error;
      }
      for (const entry of entries) this.addWatchFile(join(root, entry.file));

      if (name === 'routes') {
        const routes = entries.map(({ meta }) => ({ path: meta.path, collection: meta.collection, title: meta.title, description: meta.description }));
        return `export const contentRoutes = ${JSON.stringify(routes)};`;
      }
      if (name === 'meta' || name === 'case-studies') {
        // case-studies: only the project cards the landing page shows, without every article's metadata.
        const chosen = name === 'meta' ? entries : entries.filter((entry) => entry.meta.collection === 'case-studies');
        const arts = [...new Set(chosen.map((entry) => entry.meta.hero.art))];
        const imports = arts.map((art, index) => `import art${index} from '/src/content/art/${art}.svg?url&no-inline';`).join('\n');
        const metas = chosen.map((entry) => {
          const artIndex = arts.indexOf(entry.meta.hero.art);
          return `{...${JSON.stringify(entry.meta)}, heroSrc: art${artIndex}}`;
        });
        return `${imports}\nexport const entries = [${metas.join(',\n')}];`;
      }
      if (name === 'loaders') {
        const lines = entries.map((entry) => `${JSON.stringify(entry.meta.path)}: () => import(${JSON.stringify(bodyId(entry))})`);
        return `export const loaders = {\n${lines.join(',\n')}\n};`;
      }
      if (name.startsWith(BODY)) {
        const key = name.slice(BODY.length);
        const entry = entries.find((candidate) => `${candidate.meta.collection}/${candidate.meta.slug}` === key);
        if (!entry) throw new Error(`No content entry ${key}`);
        return `export default ${JSON.stringify({ html: entry.html, headings: entry.headings })};`;
      }
      throw new Error(`Unknown content module ${id}`);
    },
  };
}
