import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/vite/content-plugin.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
  '@domain': fileURLToPath(new URL('./supabase/functions/_domain', import.meta.url)),
};

// Three projects: browser-like component tests, pure Node logic, and contract
// tests that talk to a real local backend started by their global setup.
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
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.node.test.ts'],
          setupFiles: ['tests/setup/dom.ts'],
          css: false,
        },
      },
      {
        plugins: [contentPlugin()],
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'supabase/functions/_domain/**/*.test.ts',
            'scripts/**/*.test.ts',
            'backend/**/*.test.ts',
            // Tests under src/ that need Node (a real database, the file system).
            'src/**/*.node.test.ts',
          ],
        },
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
