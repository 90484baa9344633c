import { describe, expect, it } from 'vitest';
import { decodePlan, encodePlan, planLink } from './codec.ts';
import { addModule } from './operations.ts';
import { STARTER_PLAN, type Plan } from './plan.ts';

const decode = (query: string) => decodePlan(new URLSearchParams(query));
const query = (plan: Plan) => encodePlan(plan).toString();

describe('the shareable link', () => {
  it('round-trips the starter plan, an L with glass, and a full 40-piece plan within 2,000 characters', () => {
    expect(decode(query(STARTER_PLAN))).toEqual({ ok: true, plan: STARTER_PLAN });
    const l: Plan = {
      ...STARTER_PLAN,
      room: { shape: 'l-shape', width: 14.5, depth: 12, height: 8.5, cutWidth: 2.5, cutDepth: 2 },
      door: { wall: 4, offset: 4, length: 3 },
      glass: [{ wall: 5, offset: 1, length: 6 }],
      options: { rackingMaterial: 'walnut', finishes: 'luxury', region: 'high-cost-metro', cellarType: 'restaurant', cooling: 'ductless-split', door: 'custom' },
    };
    expect(decode(query(l))).toEqual({ ok: true, plan: l });
    let full: Plan = { ...STARTER_PLAN, room: { ...STARTER_PLAN.room, width: 40, depth: 40 }, modules: [] };
    for (let index = 0; index < 40; index += 1) {
      const added = addModule(full, index % 2 ? 'individual' : 'display');
      if (!added.ok) throw new Error(added.message);
      full = added.plan;
    }
    const link = planLink(full);
    expect(link.length).toBeLessThan(2000);
    expect(decode(link.slice(link.indexOf('?') + 1))).toEqual({ ok: true, plan: full });
  });

  it('refuses tampered links with a message, and never throws', () => {
    const good = query(STARTER_PLAN);
    const overlapping = good.replace('cs_10.5_2.5_4_1', 'cs_0_0_4_1');
    expect(decode(overlapping)).toEqual({ ok: false, message: "This link's design could not be opened: Individual bottle rack would overlap Case storage." });
    expect(decode(good.replace('r=r_12_10_8', 'r=r_0_10_8'))).toEqual({ ok: false, message: "This link's design could not be opened: The room's width must be more than 0 ft." });
    expect(decode(good.replace('d=2_4.5_3', 'd=2_4.5_13')).ok).toBe(false);
    expect(decode(good.replace('i_0_0_8_0', 'zz_0_0_8_0')).ok).toBe(false);
    expect(decode(good.replace('i_0_0_8_0', 'i_-1_0_8_0')).ok).toBe(false);
    expect(decode(good.replace('i_0_0_8_0', 'i_0_0_8e1_0')).ok).toBe(false);
    expect(decode(good.replace('ducted-split', '<script>')).ok).toBe(false);
    const crowded = encodePlan(STARTER_PLAN);
    crowded.set('m', Array.from({ length: 41 }, (_, index) => `i_${index % 12}_${Math.floor(index / 12) * 2}_1_0`).join('*'));
    expect(decode(crowded.toString())).toEqual({ ok: false, message: "This link's design could not be opened: A plan holds at most 40 pieces." });
    for (const garbage of ['', 'r=', 'r=r_1', 'r=x_1_2_3_4_5', 'r=r_12_10_9_4_4', 'r=r_12_10_9_4_4&d=&o=', '%%%', 'm=*&r=l_____']) {
      const result = decode(garbage);
      expect(result.ok, garbage).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/^This link's design could not be opened: /);
    }
  });
});
