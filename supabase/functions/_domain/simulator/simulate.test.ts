import { describe, expect, it } from 'vitest';
import { EXAMPLE_ROOM } from './scenarios.ts';
import { heatGainBtuh, relativeHumidity, simulate, type SimInput } from './simulate.ts';
import { roomCoolingLoad, thermalModel } from './model.ts';

const hotDay = (overrides: Partial<SimInput> = {}): SimInput => ({
  room: EXAMPLE_ROOM,
  unit: { capacityBtuh: 1456, setPointF: 55, deadbandF: 2 },
  weather: { meanF: 80, rangeF: 0 },
  humidityPct: 65,
  days: 2,
  events: [],
  ...overrides,
});

describe('steady state against the cooling-load calculator', () => {
  it('the heat flowing into the example room held at 55°F is the estimator’s load, line for line', () => {
    const model = thermalModel(EXAMPLE_ROOM);
    const load = roomCoolingLoad(EXAMPLE_ROOM, 80, 55);
    // The industry worked example: walls 379 (288 ft² ÷ R-19 × 25°F), ceiling 67, floor 80, air 288, 20 W LED 68 ≈ 880 BTU/h.
    expect(load.totalBtuh).toBeCloseTo(880, -1);
    expect(heatGainBtuh(model, 55, 80, 65)).toBeCloseTo(load.totalBtuh, 6);
  });

  it('agrees for other rooms: glass, poor insulation, a leaky door, a 95°F design day', () => {
    const rooms = [
      { ...EXAMPLE_ROOM, glass: 'door' as const, insulation: 'standard' as const },
      { ...EXAMPLE_ROOM, lengthFt: 14, widthFt: 9, heightFt: 9, insulation: 'poor' as const, airChangesPerHour: 3 },
      { ...EXAMPLE_ROOM, glass: 'glass-enclosed' as const, lightingWatts: 60 },
    ];
    for (const room of rooms) {
      const load = roomCoolingLoad(room, 95, 55);
      expect(Math.abs(heatGainBtuh(thermalModel(room), 55, 95, 65) - load.totalBtuh)).toBeLessThan(0.01);
    }
  });

  it('with the unit off and the outside held, the simulated room settles where the heat in equals the estimator’s load at that temperature', () => {
    const run = simulate(hotDay({ days: 30, events: [{ kind: 'power-cut', startHour: 0, hours: 24 * 30 }] }));
    const settled = run.hours.at(-1)?.cellarF ?? 0;
    const model = thermalModel(EXAMPLE_ROOM);
    // At equilibrium nothing flows in net: the estimator's load at that cellar temperature is zero.
    expect(Math.abs(heatGainBtuh(model, settled, 80, 65))).toBeLessThan(5);
  });

  it('a unit of the recommended size holds the set point through the design day, running under 16 hours in 24', () => {
    const load = roomCoolingLoad(EXAMPLE_ROOM, 80, 55);
    expect(load.recommended.sizeBtuh).toBe(1456);
    const run = simulate(hotDay({ unit: { capacityBtuh: load.recommended.sizeBtuh, setPointF: 55, deadbandF: 2 }, days: 3 }));
    const lastDay = run.hours.filter((point) => point.hour >= 48);
    for (const point of lastDay) {
      expect(point.cellarF).toBeGreaterThan(53.5);
      expect(point.cellarF).toBeLessThan(56.5);
    }
    // Load ÷ capacity: 880 ÷ 1,456 ≈ 60% of the time, the sizing's 16-of-24-hours rule with its margin.
    expect(run.unitRanShare).toBeGreaterThan(0.55);
    expect(run.unitRanShare).toBeLessThan(2 / 3);
  });
});

describe('a power cut on a 95°F day: the worked example', () => {
  it('reaches 65°F when the hand calculation says', () => {
    const run = simulate(hotDay({ weather: { meanF: 95, rangeF: 0 }, days: 2, events: [{ kind: 'power-cut', startHour: 0, hours: 48 }] }));
    // By hand, from the example room's surfaces (R-19 walls 288 ft², R-30 ceiling 80 ft², R-10 floor 80 ft² on 65°F ground,
    // 1 ACH of 640 ft³, 20 W) and the stated heat capacities (800 bottles at 1.9 BTU/°F, 448 ft² of gypsum at 0.55, the air 11.52):
    const leak = 288 / 19 + 80 / 30 + 0.018 * 640; // to the 95°F surroundings, BTU/h·°F
    const k = leak + 80 / 10;
    const teq = (leak * 95 + 8 * 65 + 20 * 3.412) / k; // ≈ 90.4°F: where the room would settle
    const mass = 800 * 1.9 + 448 * 0.55 + 0.018 * 640; // ≈ 1,778 BTU/°F
    const film = 800 * 0.5 * 1 + 448 * 1.46; // ≈ 1,054 BTU/h·°F between the air and the mass
    const tau = (mass * (k + film)) / (k * film); // ≈ 49.3 h
    // The air is ahead of the mass: it reads 65°F when the mass reaches this.
    const massAt65 = ((k + film) * 65 - k * teq) / film;
    const hours = tau * Math.log((teq - 55) / (teq - massAt65));
    expect(teq).toBeCloseTo(90.4, 1);
    expect(tau).toBeCloseTo(49.3, 1);
    expect(hours).toBeCloseTo(14.65, 1);
    expect(run.firstReached(65)).toBeCloseTo(hours, 1);
  });

  it('reports an hour-by-hour series that crosses 65°F between the hours around it', () => {
    const run = simulate(hotDay({ weather: { meanF: 95, rangeF: 0 }, events: [{ kind: 'power-cut', startHour: 0, hours: 48 }] }));
    const at = run.firstReached(65) ?? 0;
    expect(run.hours[Math.floor(at)]?.cellarF).toBeLessThan(65);
    expect(run.hours[Math.ceil(at)]?.cellarF).toBeGreaterThanOrEqual(65);
    expect(run.hours).toHaveLength(49);
  });
});

describe('humidity at constant moisture', () => {
  it('65% at 55°F falls to about 45% at 65°F and rises to 100% no further', () => {
    // Saturation pressure 14.7 hPa at 12.8°C, 21.0 hPa at 18.3°C (Magnus): 65 × 14.7 ÷ 21.0 ≈ 45.5.
    expect(relativeHumidity(65, 55, 65)).toBeCloseTo(45.5, 0);
    expect(relativeHumidity(65, 55, 55)).toBeCloseTo(65, 6);
    expect(relativeHumidity(90, 55, 40)).toBe(100);
  });
});
