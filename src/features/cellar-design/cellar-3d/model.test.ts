import { describe, expect, it } from 'vitest';
import { encodePlan } from '@domain/designer/link.ts';
import { estimatePlan } from '@domain/designer/estimate.ts';
import { STARTER_PLAN, footprint, insideRoom, type Plan } from '@domain/designer/plan.ts';
import { parsePlan } from '@domain/designer/schema.ts';
import { CASE_STUDY_PLANS } from './case-study-plans.ts';
import { MAX_BOTTLES_DRAWN, buildCellarModel, cameraAt, describeCellar, onFloor, tourKeyframes } from './model.ts';
import { planFromDimensions, planFromLink } from './sources.ts';

const bigPlan = (): Plan => {
  const result = planFromDimensions({ width: 40, depth: 40, height: 14, doorSide: 'south' });
  if (!result.ok) throw new Error(result.message);
  return result.plan;
};

describe('plan → 3D cellar', () => {
  it('puts each rack where the plan has it, facing into the room, at the estimator’s racking height', () => {
    const model = buildCellarModel(STARTER_PLAN);
    expect(model.racks.map((rack) => rack.id)).toEqual(['m1', 'm2', 'm3']);
    const [north, west, east] = model.racks;
    // m1: 8 ft along the north wall from the corner, 1.25 ft deep.
    expect(north).toMatchObject({ cx: 4, cz: 0.625, sx: 8, sz: 1.25, facing: 'south', kind: 'individual' });
    // m2: rotated on the west wall, 1.5 to 5.5 ft south.
    expect(west).toMatchObject({ cx: 0.625, cz: 3.5, sx: 1.25, sz: 4, facing: 'east' });
    // m3: case storage on the east wall, 1.5 ft deep.
    expect(east).toMatchObject({ cx: 11.25, cz: 4.5, sx: 1.5, sz: 4, facing: 'west' });
    for (const rack of model.racks) expect(rack.height).toBe(model.rackHeight);
    expect(model.rackHeight).toBeGreaterThan(6);
    expect(model.rackHeight).toBeLessThanOrEqual(STARTER_PLAN.room.height);
    expect(model.pieces).toEqual([expect.objectContaining({ id: 'm4', kind: 'cooling-unit', cx: 10.5, cz: 0.75 })]);
  });

  it('draws one bottle per bottle the estimator counts, inside each rack’s footprint', () => {
    const model = buildCellarModel(STARTER_PLAN);
    // The designer's headline is 997 bottles for the starter plan: the racks' counts add up to it.
    expect(model.bottles).toBe(estimatePlan(STARTER_PLAN).bottles);
    expect(model.bottles).toBe(997);
    expect(model.bottlesDrawn).toBe(997);
    for (const rack of model.racks) {
      expect(rack.shown).toHaveLength(rack.bottles);
      for (const spot of rack.shown) {
        expect(Math.abs(spot.x - rack.cx)).toBeLessThanOrEqual(rack.sx / 2);
        expect(Math.abs(spot.z - rack.cz)).toBeLessThanOrEqual(rack.sz / 2);
        expect(spot.y).toBeGreaterThan(0);
        expect(spot.y).toBeLessThan(rack.height);
      }
      // No two bottles in the same place.
      expect(new Set(rack.shown.map((spot) => `${spot.x.toFixed(3)},${spot.y.toFixed(3)},${spot.z.toFixed(3)}`)).size).toBe(rack.shown.length);
    }
  });

  it('caps the bottles drawn in a very large cellar and says so', () => {
    const plan = bigPlan();
    const model = buildCellarModel(plan);
    expect(model.bottles).toBeGreaterThan(MAX_BOTTLES_DRAWN);
    expect(model.bottlesDrawn).toBeLessThanOrEqual(MAX_BOTTLES_DRAWN);
    expect(model.bottlesDrawn).toBeGreaterThan(MAX_BOTTLES_DRAWN * 0.9);
    expect(describeCellar(plan, model).summary).toMatch(/of them drawn/);
  });

  it('cuts the door and glass out of their walls, with a lintel over the door', () => {
    const plan: Plan = { ...STARTER_PLAN, glass: [{ wall: 1, offset: 6, length: 3 }] };
    const model = buildCellarModel(plan);
    const south = model.segments.filter((segment) => segment.wall === 2);
    // South wall (12 ft, drawn east to west): 0–4.5 solid, the door 4.5–7.5 with a lintel at 7 ft, 7.5–12 solid.
    expect(south).toEqual([
      expect.objectContaining({ a: { x: 12, y: 10 }, b: { x: 7.5, y: 10 }, bottom: 0, top: 9 }),
      expect.objectContaining({ a: { x: 7.5, y: 10 }, b: { x: 4.5, y: 10 }, bottom: 7, top: 9 }),
      expect.objectContaining({ a: { x: 4.5, y: 10 }, b: { x: 0, y: 10 }, bottom: 0, top: 9 }),
    ]);
    const east = model.segments.filter((segment) => segment.wall === 1);
    expect(east.map((segment) => [segment.a.y, segment.b.y])).toEqual([
      [0, 6],
      [9, 10],
    ]);
    expect(model.glass).toEqual([expect.objectContaining({ a: { x: 12, y: 6 }, b: { x: 12, y: 9 }, normal: { x: -1, y: 0 } })]);
    expect(model.door.normal).toEqual({ x: -0, y: -1 });
  });

  it('describes the scene in words: room, door, racking, each piece and the bottles', () => {
    const { summary, lines } = describeCellar(STARTER_PLAN);
    expect(summary).toBe('A 12 ft × 10 ft cellar with a 9 ft ceiling: 3 racks holding 997 bottles, cooling unit.');
    expect(lines[0]).toBe('Room: 12 ft × 10 ft, 9 ft ceiling, 120 ft² of floor.');
    expect(lines).toContain('Door: 3 ft wide, glass, in the south wall.');
    expect(lines.some((line) => line.startsWith('Racking: Redwood or mahogany (custom)'))).toBe(true);
    expect(lines.some((line) => /^Individual bottle rack: 8 ft long, facing south, \d+ bottles\.$/.test(line))).toBe(true);
  });
});

describe('the fly-through', () => {
  const plans: [string, Plan][] = [
    ['starter', STARTER_PLAN],
    ['L-shaped', { ...STARTER_PLAN, room: { ...STARTER_PLAN.room, shape: 'l-shape', width: 14, cutWidth: 4, cutDepth: 4 }, door: { wall: 4, offset: 4.5, length: 3 }, modules: STARTER_PLAN.modules.filter((m) => m.id === 'm1' || m.id === 'm2') }],
    ...CASE_STUDY_PLANS.map((study): [string, Plan] => [study.slug, study.plan]),
  ];

  it.each(plans)('%s: starts in the doorway, visits the racks, and stays on the floor at eye height', (_, plan) => {
    expect(parsePlan(plan).ok).toBe(true);
    const frames = tourKeyframes(plan, 10);
    expect(frames.length).toBeGreaterThanOrEqual(3);
    expect(frames[0]?.at).toBe(0);
    expect(frames[frames.length - 1]?.at).toBe(10);
    for (const frame of frames) {
      expect(onFloor(plan, { x: frame.position.x, z: frame.position.z })).toBe(true);
      expect(frame.position.y).toBe(5.25);
    }
    // In at the door: the first frame is within a few feet of the door's middle.
    const model = buildCellarModel(plan);
    const doorX = (model.door.a.x + model.door.b.x) / 2;
    const doorZ = (model.door.a.y + model.door.b.y) / 2;
    expect(Math.hypot((frames[0]?.position.x ?? 0) - doorX, (frames[0]?.position.z ?? 0) - doorZ)).toBeLessThan(1.5);
    // Same plan, same tour.
    expect(tourKeyframes(plan, 10)).toEqual(frames);
    // Sampled along the way, the camera stays in the room's bounds.
    for (let t = 0; t <= 10; t += 0.25) {
      const { position } = cameraAt(frames, t);
      expect(position.x).toBeGreaterThan(0);
      expect(position.x).toBeLessThan(plan.room.width);
      expect(position.z).toBeGreaterThan(0);
      expect(position.z).toBeLessThan(plan.room.depth);
    }
  });

  it('ends at the tasting table when there is one', () => {
    const study = CASE_STUDY_PLANS.find((candidate) => candidate.slug === 'historic-home');
    const frames = tourKeyframes(study!.plan, 8);
    const last = frames[frames.length - 1]!;
    // The table: 3 × 3 ft against the west wall, 3.5–6.5 ft south.
    expect(last.target).toMatchObject({ x: 1.5, z: 5 });
  });

  it('without a table, ends in the middle of the room looking at the longest rack', () => {
    const napa = CASE_STUDY_PLANS.find((candidate) => candidate.slug === 'napa-valley-estate')!;
    const last = tourKeyframes(napa.plan, 10).at(-1)!;
    expect(last.position).toMatchObject({ x: 9, z: 7 });
    // The 18 ft run on the north wall.
    expect(last.target).toMatchObject({ x: 9, z: 0.625 });
  });

  it('eases between keyframes and holds at the ends', () => {
    const frames = tourKeyframes(STARTER_PLAN, 8);
    expect(cameraAt(frames, -1)).toEqual({ position: frames[0]!.position, target: frames[0]!.target });
    expect(cameraAt(frames, 99).position).toEqual(frames[frames.length - 1]!.position);
    const mid = cameraAt(frames, (frames[0]!.at + frames[1]!.at) / 2).position;
    expect(mid.x).toBeCloseTo((frames[0]!.position.x + frames[1]!.position.x) / 2, 5);
  });
});

describe('case study plans', () => {
  it.each(CASE_STUDY_PLANS)('$slug is a plan the designer accepts', (study) => {
    const parsed = parsePlan(study.plan);
    expect(parsed.ok ? [] : parsed.problems).toEqual([]);
    expect(study.chosen.length).toBeGreaterThan(0);
  });

  it('keep the studies’ stated rooms and racking', () => {
    const [napa, historic, restaurant] = CASE_STUDY_PLANS.map((study) => study.plan);
    const run = (plan: Plan, kind: string) => plan.modules.filter((m) => m.kind === kind).reduce((sum, m) => sum + m.length, 0);
    expect(napa!.room).toMatchObject({ width: 18, depth: 14, height: 10 });
    expect(run(napa!, 'individual') + run(napa!, 'diamond-bins')).toBe(44);
    expect(napa!.options.rackingMaterial).toBe('walnut');
    expect(historic!.room).toMatchObject({ width: 15, depth: 10, height: 7 });
    expect(run(historic!, 'individual')).toBe(20);
    expect(historic!.options.rackingMaterial).toBe('redwood-mahogany');
    expect(restaurant!.room).toMatchObject({ width: 12, depth: 4, height: 9 });
    expect(run(restaurant!, 'individual') + run(restaurant!, 'display')).toBe(12);
    // Glass on three sides of the display.
    expect(new Set(restaurant!.glass.map((panel) => panel.wall)).size).toBe(3);
  });
});

describe('plan sources', () => {
  it('builds a plan from plain dimensions with racking along the walls, the cooling unit and a table', () => {
    const result = planFromDimensions({ width: 12, depth: 10, height: 9, doorSide: 'south' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { plan } = result;
    expect(parsePlan(plan).ok).toBe(true);
    expect(plan.door).toEqual({ wall: 2, offset: 4.5, length: 3 });
    expect(plan.modules.filter((m) => m.kind === 'cooling-unit')).toHaveLength(1);
    expect(plan.modules.filter((m) => m.kind === 'individual').length).toBeGreaterThanOrEqual(4);
    const table = plan.modules.find((m) => m.kind === 'tasting-table');
    expect(table).toBeDefined();
    for (const module of plan.modules) expect(insideRoom(plan.room, footprint(module))).toBe(true);
    expect(buildCellarModel(plan).bottles).toBeGreaterThan(0);
  });

  it('refuses a room outside the designer’s limits, saying why', () => {
    expect(planFromDimensions({ width: 2, depth: 10, height: 9, doorSide: 'south' })).toEqual({ ok: false, message: 'The room\'s width must be 3–40 ft (2 ft given).' });
    expect(planFromDimensions({ width: 10, depth: 10, height: 20, doorSide: 'north' })).toMatchObject({ ok: false, message: expect.stringMatching(/ceiling height/) });
  });

  it('opens a pasted design link, whole or as a query, and refuses a tampered one', () => {
    const query = encodePlan(STARTER_PLAN).toString();
    expect(planFromLink(`https://example.test/visual-designer?${query}`)).toEqual({ ok: true, plan: STARTER_PLAN });
    expect(planFromLink(query)).toEqual({ ok: true, plan: STARTER_PLAN });
    expect(planFromLink('')).toMatchObject({ ok: false });
    const tampered = planFromLink(query.replace('i_0_0_8_0', 'i_0_0_80_0'));
    expect(tampered).toMatchObject({ ok: false, message: expect.stringMatching(/could not be opened/) });
  });
});
