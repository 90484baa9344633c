declare module 'virtual:content/routes' {
  import type { Collection } from '@/content/schema.ts';
  export const contentRoutes: Array<{ path: string; collection: Collection; title: string; description: string }>;
}

declare module 'virtual:content/meta' {
  import type { ContentMeta } from '@/content/schema.ts';
  export const entries: Array<ContentMeta & { heroSrc: string }>;
}

declare module 'virtual:content/loaders' {
  import type { ContentBody } from '@/content/schema.ts';
  export const loaders: Record<string, () => Promise<{ default: ContentBody }>>;
}

declare module 'virtual:content/case-studies' {
  import type { ContentMeta } from '@/content/schema.ts';
  export const entries: Array<ContentMeta & { heroSrc: string }>;
}

declare module 'virtual:content/legal/*' {
  /** A legal page's sections, rendered at build time (scripts/content/legal.ts). */
  export const sections: ReadonlyArray<{ id: string; title: string; html: string }>;
}
