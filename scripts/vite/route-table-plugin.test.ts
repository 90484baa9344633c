import { describe, expect, it } from 'vitest';
import { NOT_FOUND, routeTable } from '../../src/app/route-table.ts';
import { NOT_FOUND_KEY, routeTableModules } from './route-table-plugin.ts';

/** Evaluates a generated module's source (plain `export const` lines of JSON). */
function evaluate(source: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  for (const [, name, json] of source.matchAll(/^export const (\w+) = (.+);$/gm)) exports[name as string] = JSON.parse(json as string);
  return exports;
}

describe('the route table split for the browser', () => {
  const modules = routeTableModules({ routeTable, NOT_FOUND });
  const { routes, notFound } = evaluate(modules.routes) as { routes: Array<Record<string, string>>; notFound: Record<string, string> };
  const { routeMeta } = evaluate(modules.meta) as { routeMeta: Record<string, { title: string; description: string; ogType?: string }> };

  it('gives the router every route of the table, in order, with its page, access and whether it writes its own head, and no texts', () => {
    expect(routes).toEqual(routeTable.map(({ path, page, access, ownSeo }) => ({ path, page, access, ...(ownSeo ? { ownSeo } : {}) })));
    expect(notFound).toEqual({ page: NOT_FOUND.page, access: NOT_FOUND.access });
    expect(modules.routes).not.toContain(routeTable[0]?.description);
  });

  it('keeps every route’s title, description and Open Graph type in the meta half, the not-found page’s included', () => {
    for (const route of routeTable) {
      expect(routeMeta[route.path], route.path).toEqual({ title: route.title, description: route.description, ...(route.ogType ? { ogType: route.ogType } : {}) });
    }
    expect(routeMeta[NOT_FOUND_KEY]).toEqual({ title: NOT_FOUND.title, description: NOT_FOUND.description });
  });
});
