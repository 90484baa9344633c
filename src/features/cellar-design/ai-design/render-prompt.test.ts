import { describe, expect, it } from 'vitest';
import { DEFAULT_BRIEF } from '@domain/designer/brief.ts';
import { designConcepts } from '@domain/designer/layout.ts';
import { renderPrompt } from './render-prompt.ts';

describe('renderPrompt', () => {
  it('describes the concept’s room, style and racking from the plan', () => {
    const brief = { ...DEFAULT_BRIEF, width: 16, depth: 14, style: 'modern' as const };
    const result = designConcepts(brief);
    if (!result.ok) throw new Error('brief refused');
    const showcase = result.concepts.find((concept) => concept.id === 'showcase');
    if (!showcase) throw new Error('no showcase');
    const prompt = renderPrompt(showcase, brief);
    expect(prompt).toMatch(/^Modern metal and glass walk-in wine cellar, 16 ft by 14 ft with a 9 ft ceiling, seen from the door; metal racking, a glass door, premium finishes; floor-to-ceiling racking along the walls: /);
    expect(prompt).toContain('16 ft of display (label-forward)');
    expect(prompt).toMatch(/a tasting table in the middle of the floor$/);
  });
});
