/**
 * The own-room form's check: text to numbers, each within what the room
 * can physically be (the calculators' limits where they have one), then the
 * simulator's input. A value out of range gets a message naming the range;
 * the page keeps everything typed.
 */
import * as z from 'zod/mini';
import { estimatorConfig } from '../estimator/config.ts';
import { LIMITS } from '../estimator/limits.ts';
import { GLASS_OPTIONS, INSULATION_LEVELS } from '../estimator/options.ts';
import type { SimEvent, SimInput } from './simulate.ts';

export const OWN_ROOM_LIMITS = {
  length: LIMITS.roomLength.imperial,
  height: LIMITS.roomHeight.imperial,
  ach: LIMITS.airChangesPerHour,
  bottles: { min: 0, max: LIMITS.bottles.max },
  capacity: LIMITS.coolingCapacity.imperial,
  // A wine-cellar unit's thermostat range.
  setPoint: { min: 45, max: 65 },
  temperature: LIMITS.temperature.imperial,
  range: LIMITS.temperatureSwing.imperial,
  // Moist enough to be a room, not a cloud.
  humidity: { min: 10, max: 95 },
  days: { min: 1, max: 7 },
  eventHours: { min: 0, max: 168 },
} as const;

const numberText = (label: string, limits: { min: number; max: number }, unit: string, integer = false) =>
  z.pipe(
    z.string(),
    z.transform((text, context) => {
      const cleaned = text.trim().replace(/,/g, '');
      const value = cleaned === '' ? Number.NaN : Number(cleaned);
      const range = `${limits.min.toLocaleString('en-US')}${unit} and ${limits.max.toLocaleString('en-US')}${unit}`;
      if (cleaned === '') context.issues.push({ code: 'custom', message: `Enter the ${label}`, input: text });
      else if (!Number.isFinite(value)) context.issues.push({ code: 'custom', message: `The ${label} must be a number`, input: text });
      else if (value < limits.min || value > limits.max) context.issues.push({ code: 'custom', message: `The ${label} must be between ${range}`, input: text });
      else if (integer && !Number.isInteger(value)) context.issues.push({ code: 'custom', message: `The ${label} must be a whole number`, input: text });
      else return value;
      return z.NEVER;
    }),
  );

const L = OWN_ROOM_LIMITS;
const fields = z.object({
  length: numberText('length', L.length, ' ft'),
  width: numberText('width', L.length, ' ft'),
  height: numberText('ceiling height', L.height, ' ft'),
  insulation: z.enum(INSULATION_LEVELS, { error: 'Choose an insulation level' }),
  glass: z.enum(GLASS_OPTIONS, { error: 'Choose the glass' }),
  ach: numberText('air changes per hour', L.ach, ''),
  bottles: numberText('number of bottles', L.bottles, '', true),
  capacity: numberText('cooling capacity', L.capacity, ' BTU/h'),
  setPoint: numberText('set point', L.setPoint, '°F'),
  outsideMean: numberText('average temperature next door', L.temperature, '°F'),
  outsideRange: numberText('daily range', L.range, '°F'),
  groundTemp: numberText('floor (ground) temperature', L.temperature, '°F'),
  humidity: numberText('humidity', L.humidity, '%'),
  days: numberText('number of days', L.days, '', true),
  cutStart: numberText('hour the power fails', L.eventHours, ''),
  cutHours: numberText('hours without power', L.eventHours, ''),
  doorStart: numberText('hour the door is opened', L.eventHours, ''),
  doorHours: numberText('hours the door stays open', L.eventHours, ''),
});

export const ownRoomSchema = z.pipe(
  fields.check((context) => {
    const v = context.value;
    const hours = v.days * 24;
    if (v.cutHours > 0 && v.cutStart >= hours) {
      context.issues.push({ code: 'custom', path: ['cutStart'], message: `The power must fail before the run ends, at hour ${hours}`, input: v.cutStart });
    }
    if (v.doorHours > 0 && v.doorStart >= hours) {
      context.issues.push({ code: 'custom', path: ['doorStart'], message: `The door must open before the run ends, at hour ${hours}`, input: v.doorStart });
    }
  }),
  z.transform((v): SimInput => {
    const events: SimEvent[] = [];
    if (v.cutHours > 0) events.push({ kind: 'power-cut', startHour: v.cutStart, hours: v.cutHours });
    if (v.doorHours > 0) events.push({ kind: 'door-open', startHour: v.doorStart, hours: v.doorHours });
    return {
      room: {
        lengthFt: v.length,
        widthFt: v.width,
        heightFt: v.height,
        insulation: v.insulation,
        glass: v.glass,
        airChangesPerHour: v.ach,
        bottles: v.bottles,
        lightingWatts: estimatorConfig.cooling.defaultLightingW.value,
        groundTempF: v.groundTemp,
      },
      unit: { capacityBtuh: v.capacity, setPointF: v.setPoint, deadbandF: 2 },
      weather: { meanF: v.outsideMean, rangeF: v.outsideRange },
      humidityPct: v.humidity,
      days: v.days,
      events,
    };
  }),
);

