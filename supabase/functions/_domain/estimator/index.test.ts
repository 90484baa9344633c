import { describe, expect, it } from 'vitest';
import { describeTools, estimateCapacity, estimateCoolingLoadSimple, estimateCost, runTool, TOOL_NAMES } from './index.ts';

describe('describeTools', () => {
  it('offers the three estimator tools with JSON Schema parameters', () => {
    const tools = describeTools();
    expect(tools.map((t) => t.name)).toEqual(['estimate_cost', 'estimate_cooling_load', 'estimate_capacity']);
    for (const tool of tools) {
      expect(tool.description.length).toBeGreaterThan(60);
      expect(tool.parameters.type).toBe('object');
      expect(tool.parameters).not.toHaveProperty('$schema');
      expect(JSON.parse(JSON.stringify(tool.parameters))).toEqual(tool.parameters);
    }
    const cost = tools[0]?.parameters.properties as Record<string, { enum?: string[]; minimum?: number; maximum?: number }>;
    expect(cost.bottles).toMatchObject({ minimum: 12, maximum: 50_000 });
    expect(cost.region?.enum).toContain('high-cost-metro');
  });
});

describe('runTool', () => {
  it('returns the same result as calling the calculator', () => {
    const args = { bottles: 1500, finishes: 'luxury', region: 'high-cost-metro' };
    const outcome = runTool('estimate_cost', args);
    expect(outcome).toEqual({ ok: true, tool: 'estimate_cost', result: estimateCost(args as Parameters<typeof estimateCost>[0]) });
    expect(runTool('estimate_cooling_load', { length: 12, width: 10 })).toEqual({
      ok: true,
      tool: 'estimate_cooling_load',
      result: estimateCoolingLoadSimple({ length: 12, width: 10 }),
    });
    expect(runTool('estimate_capacity', {})).toEqual({ ok: true, tool: 'estimate_capacity', result: estimateCapacity({}) });
  });

  it('accepts the JSON string that chat-completions APIs deliver', () => {
    const outcome = runTool('estimate_cooling_load', '{"length": 10, "width": 8, "height": 8}');
    expect(outcome.ok && outcome.tool === 'estimate_cooling_load' && outcome.result.recommended.sizeBtuh).toBe(1456);
    expect(runTool('estimate_capacity', '').ok).toBe(true);
  });

  it('explains invalid arguments field by field', () => {
    const outcome = runTool('estimate_capacity', { walls: [{ length: 100 }], ceilingHeight: 'tall', nonBordeauxPercent: 120 });
    expect(outcome).toEqual({
      ok: false,
      error: {
        code: 'invalid_arguments',
        message:
          'Invalid arguments for estimate_capacity: ceilingHeight: Ceiling height must be a number; ' +
          'walls.0.length: Wall length must be 1–60 ft (0.3–18 m); nonBordeauxPercent: Share of non-Bordeaux bottles must be 0–100%.',
        issues: [
          { path: 'ceilingHeight', message: 'Ceiling height must be a number' },
          { path: 'walls.0.length', message: 'Wall length must be 1–60 ft (0.3–18 m)' },
          { path: 'nonBordeauxPercent', message: 'Share of non-Bordeaux bottles must be 0–100%' },
        ],
      },
    });
  });

  it('uses the unit system in its messages', () => {
    const outcome = runTool('estimate_cost', { unitSystem: 'metric', sizeBy: 'room', length: 30 });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok && outcome.error.code === 'invalid_arguments') {
      expect(outcome.error.issues).toEqual([{ path: 'length', message: 'Length must be 0.6–18 m' }]);
    }
  });

  it('rejects malformed JSON, non-objects and unknown tools without throwing', () => {
    expect(runTool('estimate_cost', '{bad')).toMatchObject({ ok: false, error: { code: 'invalid_arguments', message: 'Arguments must be a JSON object.' } });
    expect(runTool('estimate_cost', [1, 2])).toMatchObject({ ok: false, error: { code: 'invalid_arguments' } });
    expect(runTool('estimate_cost', 42)).toMatchObject({ ok: false, error: { code: 'invalid_arguments' } });
    expect(runTool('delete_everything', {})).toEqual({
      ok: false,
      error: { code: 'unknown_tool', message: `Unknown tool "delete_everything". Available: ${TOOL_NAMES.join(', ')}.` },
    });
  });
});
