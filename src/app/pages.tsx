import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { preloadPage } from './page-preloads.ts';

interface PageModule {
  default: ComponentType;
}

// One chunk per page file. The route table names the file; this is the only
// place that turns names into imports, so a typo fails loudly here and in tests.
const modules = import.meta.glob<PageModule>(['/src/features/**/*-page.tsx', '/src/app/pages/*-page.tsx']);

export const pageFiles = (): string[] => Object.keys(modules).map((key) => key.slice('/src/'.length));

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export function lazyPage(file: string): LazyExoticComponent<ComponentType> {
  let component = cache.get(file);
  if (!component) {
    const load = modules[`/src/${file}`];
    if (!load) throw new Error(`Route table names a page that does not exist: src/${file}`);
    // The page's chunks download together with it (the list is not in the entry: see page-preloads.ts).
    component = lazy(() => {
      preloadPage(file);
      return load();
    });
    cache.set(file, component);
  }
  return component;
}
