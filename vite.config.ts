import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { siteFiles } from './scripts/vite/site-files-plugin.ts';
import { contentPlugin } from './scripts/vite/content-plugin.ts';
import { routeTablePlugin } from './scripts/vite/route-table-plugin.ts';
import { pdfGuides } from './scripts/pdfs/vite-plugin.ts';
import { knowledgeIndex } from './scripts/vite/knowledge-plugin.ts';
import { ocrAssets } from './scripts/vite/ocr-assets-plugin.ts';
import { localBackend } from './backend/vite-plugin.ts';
import { omitPageDeps } from './scripts/vite/page-preloads.ts';
import { business } from './supabase/functions/_domain/business.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const siteUrl = env.VITE_SITE_URL || business.url;
  return {
    plugins: [react(), tailwindcss(), contentPlugin(), routeTablePlugin(), knowledgeIndex(), pdfGuides(), ocrAssets(), siteFiles(siteUrl), localBackend()],
    resolve: {
      alias: {
        // react-router points every bundler at its development build, which keeps its development warnings
        // (and their text) in the bundle; the production build is the same code without them (0.6 kB gzip).
        ...(mode === 'production' ? { 'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) } : {}),
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
        '@domain': fileURLToPath(new URL('./supabase/functions/_domain', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: true,
      // The SSR build (npm run build's second step) goes to dist-ssr; the client keeps its manifest for the prerenderer.
      manifest: true,
      // One stylesheet for the whole site, inlined into every prerendered page by scripts/prerender.ts. Split
      // per chunk, every lazy chunk would list the entry's stylesheet as a dependency and Vite's preload helper
      // would add it again at runtime: a second download, a restyle of the page, and @font-face rules
      // registered anew (which swapped the web fonts in late and moved text).
      cssCodeSplit: false,
      // The pages' preload lists leave the entry for /page-preloads.json (scripts/vite/page-preloads.ts).
      modulePreload: { resolveDependencies: omitPageDeps },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The small modules the entry shares with lazy chunks (React itself, the env and business facts,
            // Vite's preload helper, the hydration, idle and spare-time helpers) in one chunk instead of
            // several: fewer requests and about 1 kB less before the page is interactive.
            groups: [
              {
                name: 'shell',
                test: /node_modules[\\/]react[\\/]|src[\\/]lib[\\/](env|hydration|idle|spare-time)\.ts|_domain[\\/]business\.ts|preload-helper/,
              },
            ],
          },
        },
      },
    },
  };
});
