import { describe, expect, it } from 'vitest';
import { toolsIn } from '@/config/tools.ts';
import { hubSections } from './hub-model.ts';

const access = (slug: string) =>
  hubSections()
    .flatMap((section) => section.tools)
    .find((tool) => tool.slug === slug)?.access;

describe('the hub’s access line', () => {
  it('says where a signed-in visitor keeps what a tool makes', () => {
    expect(access('visual-designer')).toBe('Free, no account needed; saving to My Calculations needs a free sign-in');
    expect(access('ai-design')).toBe('Free, no account needed; saving to My Calculations needs a free sign-in');
    expect(access('ai-image-generator')).toBe('Free, no account needed; saving to My Image Analyses needs a free sign-in');
  });

  it('mentions saving only for tools that save', () => {
    for (const tool of toolsIn('ai')) {
      const saves = 'saved' in tool || 'savedImage' in tool || 'keepsIn' in tool;
      expect(access(tool.slug)?.includes('saving to'), tool.slug).toBe(saves);
    }
  });
});
