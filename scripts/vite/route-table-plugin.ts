/**
 * The route table, split for the browser at build time:
 *   virtual:route-table/routes  path, page and access of every route: what the router needs, in the entry
 *   virtual:route-table/meta    title, description and Open Graph type by path: a lazy chunk of its own
 *
 * `src/app/route-table.ts` stays the one place routes are declared (with the
 * tool registry and the content files it derives from); this plugin imports
 * it at build time and writes the two halves, so the entry bundle of every
 * page grows by a path and a file name per route, not by its texts.
 * Prerendered pages carry their own head; the meta chunk is needed only when
 * the visitor navigates.
 */
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { contentPlugin } from './content-plugin.ts';

const ROUTES = 'virtual:route-table/routes';
const META = 'virtual:route-table/meta';

/** The fields of src/app/route-table.ts's RouteEntry this plugin reads. */
interface DeclaredRoute {
  path: string;
  page: string;
  title: string;
  description: string;
  access: string;
  ogType?: 'website' | 'article';
  ownSeo?: boolean;
}

interface RouteTableModule {
  routeTable: DeclaredRoute[];
  NOT_FOUND: Omit<DeclaredRoute, 'path'>;
}

/** The key the not-found entry's texts are stored under. */
export const NOT_FOUND_KEY = '*';

export function routeTableModules(table: RouteTableModule): { routes: string; meta: string } {
  const routing = table.routeTable.map(({ path, page, access, ownSeo }) => ({ path, page, access, ...(ownSeo ? { ownSeo } : {}) }));
  const notFound = { page: table.NOT_FOUND.page, access: table.NOT_FOUND.access };
  const texts = (route: Omit<DeclaredRoute, 'path'>) => ({ title: route.title, description: route.description, ...(route.ogType ? { ogType: route.ogType } : {}) });
  const meta = Object.fromEntries([...table.routeTable.map((route) => [route.path, texts(route)] as const), [NOT_FOUND_KEY, texts(table.NOT_FOUND)] as const]);
  return {
    routes: `export const routes = ${JSON.stringify(routing)};\nexport const notFound = ${JSON.stringify(notFound)};\n`,
    meta: `export const routeMeta = ${JSON.stringify(meta)};\n`,
  };
}

export function routeTablePlugin(root = process.cwd()): Plugin {
  let cache: Promise<{ modules: { routes: string; meta: string }; dependencies: string[] }> | undefined;
  let serving = false;
  const load = () =>
    (cache ??= runnerImport<RouteTableModule>(join(root, 'src/app/route-table.ts'), {
      configFile: false,
      logLevel: 'error',
      root,
      plugins: [contentPlugin(root)],
      resolve: { alias: { '@': join(root, 'src'), '@shared': join(root, 'supabase/functions/_shared'), '@domain': join(root, 'supabase/functions/_domain') } },
    }).then(({ module, dependencies }) => ({ modules: routeTableModules(module), dependencies })));

  return {
    name: 'winecellargpt:route-table',
    configureServer(server) {
      serving = true;
      // The dev server reads the table afresh whenever a file it came from changes.
      server.watcher.on('change', () => {
        cache = undefined;
        for (const id of [ROUTES, META]) {
          const module = server.moduleGraph.getModuleById(`\0${id}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      });
    },
    resolveId(id) {
      return id === ROUTES || id === META ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id !== `\0${ROUTES}` && id !== `\0${META}`) return undefined;
      const { modules, dependencies } = await load();
      if (serving) cache = undefined;
      for (const file of dependencies) if (!file.startsWith('\0') && !file.includes('virtual:')) this.addWatchFile(file);
      return id === `\0${ROUTES}` ? modules.routes : modules.meta;
    },
  };
}
