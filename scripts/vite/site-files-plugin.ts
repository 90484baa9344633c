import type { Plugin } from 'vite';
import { buildRobots, buildSitemap } from '../site-files.ts';
import type { RouteEntry } from '../../src/app/route-table.ts';

type RouteTableModule = {
  routeTable: RouteEntry[];
  isIndexable: (route: RouteEntry) => boolean;
};

/** Serves /sitemap.xml and /robots.txt in dev from the live route table. */
export function siteFiles(origin: string): Plugin {
  return {
    name: 'winecellargpt:site-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path !== '/sitemap.xml' && path !== '/robots.txt') return next();
        try {
          const { routeTable, isIndexable } = (await server.ssrLoadModule('/src/app/route-table.ts')) as RouteTableModule;
          const today = new Date().toISOString().slice(0, 10);
          if (path === '/sitemap.xml') {
            res.setHeader('Content-Type', 'application/xml; charset=utf-8');
            res.end(buildSitemap(routeTable.filter(isIndexable), origin, today));
          } else {
            const disallow = routeTable.filter((route) => route.access !== 'public').map((route) => route.path.split('/:')[0] ?? route.path);
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
            res.end(buildRobots(origin, disallow));
          }
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
