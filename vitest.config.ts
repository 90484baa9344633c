import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/vite/content-plugin.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
  '@domain': fileURLToPath(new URL('./supabase/functions/_domain', import.meta.url)),
};

const DOM_TESTS = { include: ['src/**/*.test.{ts,tsx}'], exclude: ['src/**/*.node.test.ts'] };
const NODE_TESTS = {
  include: [
    'supabase/functions/_domain/**/*.test.ts',
    'scripts/**/*.test.ts',
    'backend/**/*.test.ts',
    // Tests under src/ that need Node (a real database, the file system).
    'src/**/*.node.test.ts',
  ],
  exclude: [] as string[],
};

/**
 * Test files that need a module graph of their own. Most files share one
 * per worker (`isolate: false`): a fresh jsdom and a fresh import of React,
 * Testing Library and the app's modules for each of 120 files was 90 of the
 * component tests' 92 seconds. A file that replaces a module (`vi.mock`)
 * would replace it for every file after it in that worker, and a file that
 * needs a module's state fresh (a singleton store) says so with a
 * `vitest-isolate:` comment and the reason; both run isolated, in a project
 * of their own. docs/testing.md, "Component and unit tests share modules".
 */
function ownModules({ include, exclude }: { include: string[]; exclude: string[] }): string[] {
  return globSync(include, { ignore: [...exclude, 'node_modules/**'] }).filter((file) =>
    /\bvi\.(mock|doMock)\(|\/\/ vitest-isolate:/.test(readFileSync(file, 'utf8')),
  );
}
const domOwn = ownModules(DOM_TESTS);
const nodeOwn = ownModules(NODE_TESTS);

// Browser-like component tests and pure Node logic (each split into the files
// that share modules and those that need their own), and contract tests that
// talk to a real local backend started by their global setup.
export default defineConfig({
  resolve: { alias },
  test: {
    // One worker per core (Vitest's default keeps one core free, which on a 2-core machine is one worker for everything).
    maxWorkers: Math.max(1, availableParallelism()),
    projects: [
      {
        plugins: [contentPlugin()],
        resolve: { alias },
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: DOM_TESTS.include,
          exclude: [...DOM_TESTS.exclude, ...domOwn],
          isolate: false,
          setupFiles: ['tests/setup/dom.ts'],
          css: false,
        },
      },
      {
        plugins: [contentPlugin()],
        resolve: { alias },
        oxc: { jsx: { runtime: 'automatic' } },
        test: { name: 'dom-own', environment: 'jsdom', include: domOwn, setupFiles: ['tests/setup/dom.ts'], css: false },
      },
      {
        plugins: [contentPlugin()],
        resolve: { alias },
        test: { name: 'node', environment: 'node', include: NODE_TESTS.include, exclude: nodeOwn, isolate: false },
      },
      {
        plugins: [contentPlugin()],
        resolve: { alias },
        test: { name: 'node-own', environment: 'node', include: nodeOwn },
      },
      {
        resolve: { alias },
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
