/**
 * The figures the climate simulator adds to the estimator's. Surfaces,
 * R-values, air changes, watts and the infiltration factor are the
 * estimator's own (estimator/config.ts); what is here is what a steady-state
 * load calculation never needs: how much heat the room stores, how fast the
 * air hands heat to what it stores, what an open door lets in, and where the
 * wine starts to suffer. Each says where it comes from, in the estimator's
 * Figure shape. docs/ai-tools.md ("The climate simulator") explains them.
 */
import type { Figure, Range } from '../estimator/config.ts';

export const simulatorConfig = {
  /** 750 ml of wine (≈1.65 lb, cp ≈ 0.9 BTU/lb·°F, mostly water) plus ≈1.1 lb of glass at 0.2 BTU/lb·°F. */
  bottleBtuPerF: {
    value: 1.7,
    unit: 'BTU/°F per bottle',
    assumption: 'Wine ≈ 1.65 lb at ≈ 0.9 BTU/lb·°F (water 1.0, alcohol lower) + glass ≈ 1.1 lb at 0.2 BTU/lb·°F',
  },
  rackingBtuPerF: {
    value: 0.2,
    unit: 'BTU/°F per bottle',
    assumption: 'About 0.5 lb of wood racking per bottle at ≈ 0.4 BTU/lb·°F (softwoods and hardwoods 0.39–0.45)',
  },
  /** The room's inner skin: gypsum board on the cellar side of the insulation, which warms with the room. */
  innerLayerBtuPerFSqft: {
    value: 0.55,
    unit: 'BTU/°F per ft² of inside surface',
    assumption: '½ in gypsum board ≈ 2.1 lb/ft² at ≈ 0.26 BTU/lb·°F; the insulation behind it is light and left out',
  },
  /** Still-air film on the inside of a wall: ASHRAE's inside-surface resistance ≈. */
  surfaceFilmBtuhPerSqftF: {
    value: 1.46,
    unit: 'BTU/h·ft²·°F',
    source: 'ASHRAE Handbook of Fundamentals: still-air inside surface film, R-0.68 (1 ÷ 0.68 ≈ 1.46)',
  },
  /** Bottles in racks are partly shadowed by the racking and by each other. */
  bottleExposedSqft: {
    value: 0.5,
    unit: 'ft² per bottle',
    assumption: 'A 750 ml bottle has ≈ 0.8 ft² of glass; about 0.5 ft² of it meets the moving air in a rack',
  },
  bottleFilmBtuhPerSqftF: {
    value: 1,
    unit: 'BTU/h·ft²·°F',
    assumption: 'Natural convection on a still, slightly cooled cylinder: about 1 BTU/h·ft²·°F',
  },
  /** Warm air pouring in at the top of an open doorway while cold air spills out at the floor. */
  doorOpenCfm: {
    value: 150,
    unit: 'CFM while the door is open',
    assumption: 'Buoyancy exchange through a 3 × 6.7 ft doorway at a 20–40°F difference is some hundreds of CFM; 150 CFM stays at the low end',
  },
  /** Where the chart starts to warn, and what the risk summary counts. */
  goodRangeF: { low: 50, high: 59, unit: '°F', source: 'Site guide "Wine storage and climate control": about 50–59°F works well held steady' },
  fasterAgingF: { value: 65, unit: '°F', source: 'Site guide "Wine storage and climate control": 65°F matures wine noticeably faster than 55°F' },
  heatDamageF: {
    value: 70,
    unit: '°F',
    assumption: 'The limit we chose for heat damage (expansion pushing at the cork, "cooked" flavours); no source in our research gives a figure',
  },
  dailySwingF: {
    value: 4,
    unit: '°F in a day',
    assumption: 'Our line for a swing worth flagging: the sources say small and slow; the guide’s bad example swings 10°F a day',
  },
  humidity: { low: 50, high: 70, unit: '% RH', source: 'Vigilant wine-storage FAQ; WineCellarHQ; Wine Cellar Innovations designer interview' },
} as const satisfies Record<string, Figure | Range>;
