import { describe, expect, it } from 'vitest';
import { loaders } from 'virtual:content/loaders';
import { headingsIn } from './body.ts';

describe('headingsIn', () => {
  it('reads back from prerendered HTML exactly the headings the build recorded, for every page', async () => {
    expect(Object.keys(loaders).length).toBeGreaterThan(0);
    for (const [path, load] of Object.entries(loaders)) {
      const { default: body } = await load();
      const container = document.createElement('div');
      container.innerHTML = body.html;
      expect(headingsIn(container), path).toEqual(body.headings);
    }
  });
});
