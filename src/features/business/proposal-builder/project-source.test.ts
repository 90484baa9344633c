import { describe, expect, it } from 'vitest';
import { estimateCost } from '@domain/estimator/checked.ts';
import { attachedSource, readProject } from './project-source.ts';

describe('the project a proposal prices', () => {
  it('reads a saved estimate’s own inputs', () => {
    const read = readProject({ kind: 'cost', inputs: { ...estimateCost({ bottles: 900, finishes: 'premium' }).inputs } });
    expect(read).toMatchObject({ ok: true, inputs: { bottles: 900, finishes: 'premium' } });
  });

  it('reads a quote request’s attached calculator link (short keys)', () => {
    const source = attachedSource('lead-1', { kind: 'cost', title: 'Cost estimate', inputs: { b: '1500' } });
    expect(source).toMatchObject({ id: 'attached-lead-1', origin: 'attached' });
    expect(readProject(source!)).toMatchObject({ ok: true, inputs: { bottles: 1500 } });
  });

  it('prices a design by its room and racking, and says so when it cannot', () => {
    const plan = Object.fromEntries(new URLSearchParams('r=r_12_10_9_4_4&d=2_4.5_3&m=i_0_0_8_0&o=walnut_premium_average_residential_ducted-split_glass'));
    const read = readProject({ kind: 'cellar-design', inputs: plan });
    expect(read).toMatchObject({ ok: true, inputs: { sizeBy: 'room', rackingMaterial: 'walnut', finishes: 'premium', rackingStyle: 'individual' } });
    expect(readProject({ kind: 'cellar-design', inputs: { r: 'nonsense' } })).toMatchObject({ ok: false });
    expect(attachedSource('lead-1', { kind: 'climate', inputs: {} })).toBeNull();
  });
});
