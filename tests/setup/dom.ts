import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Component test files share one jsdom and one import of their dependencies per
// worker (vitest.config.ts, `isolate: false`). This runs before each file: the
// site's own modules are imported afresh, so a module-level store (hydration,
// page preloads) starts as it does on a page load, and the
// document carries nothing from the file before.
vi.resetModules();
for (const attribute of [...document.documentElement.attributes]) {
  if (attribute.name !== 'lang') document.documentElement.removeAttribute(attribute.name);
}
document.head.innerHTML = '';
document.body.innerHTML = '';
document.title = '';
localStorage.clear();
sessionStorage.clear();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

// findBy/waitFor give up after 1 s by default; a lazy chunk's first import on a
// busy 2-core machine can take longer. They still return as soon as the
// element is there.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
