/**
 * "Your own room": the form's values (text, as typed), their defaults (the
 * cooling-load calculator's example room and the unit it recommends) and the
 * link that carries them. No zod here, so a page can read a link without
 * loading it; own-room-schema.ts checks the values.
 */
import { GLASS_OPTIONS, INSULATION_LEVELS } from '../estimator/options.ts';
import { EXAMPLE_ROOM, EXAMPLE_UNIT_BTUH } from './scenarios.ts';

export const OWN_ROOM_FIELDS = [
  'length',
  'width',
  'height',
  'insulation',
  'glass',
  'ach',
  'bottles',
  'capacity',
  'setPoint',
  'outsideMean',
  'outsideRange',
  'groundTemp',
  'humidity',
  'days',
  'cutStart',
  'cutHours',
  'doorStart',
  'doorHours',
] as const;
export type OwnRoomField = (typeof OWN_ROOM_FIELDS)[number];
export type OwnRoomValues = Record<OwnRoomField, string>;

export const OWN_ROOM_DEFAULTS: OwnRoomValues = {
  length: String(EXAMPLE_ROOM.lengthFt),
  width: String(EXAMPLE_ROOM.widthFt),
  height: String(EXAMPLE_ROOM.heightFt),
  insulation: EXAMPLE_ROOM.insulation,
  glass: EXAMPLE_ROOM.glass,
  ach: String(EXAMPLE_ROOM.airChangesPerHour),
  bottles: String(EXAMPLE_ROOM.bottles),
  capacity: String(EXAMPLE_UNIT_BTUH),
  setPoint: '55',
  outsideMean: '85',
  outsideRange: '16',
  groundTemp: String(EXAMPLE_ROOM.groundTempF),
  humidity: '65',
  days: '3',
  cutStart: '14',
  cutHours: '12',
  doorStart: '0',
  doorHours: '0',
};

/** Short keys for the link: `?l=10&w=8&…`. */
const PARAM_KEYS: Record<OwnRoomField, string> = {
  length: 'l',
  width: 'w',
  height: 'h',
  insulation: 'ins',
  glass: 'gl',
  ach: 'ach',
  bottles: 'b',
  capacity: 'cap',
  setPoint: 'sp',
  outsideMean: 'out',
  outsideRange: 'rng',
  groundTemp: 'gnd',
  humidity: 'rh',
  days: 'd',
  cutStart: 'cut',
  cutHours: 'cuth',
  doorStart: 'door',
  doorHours: 'doorh',
};

export const MAX_FIELD_TEXT = 12;

/** The values in a link, or null when it carries none; a missing one takes its default, text is cut to a sane length. */
export function ownRoomFromParams(params: URLSearchParams): OwnRoomValues | null {
  if (!OWN_ROOM_FIELDS.some((field) => params.has(PARAM_KEYS[field]))) return null;
  const values = { ...OWN_ROOM_DEFAULTS };
  for (const field of OWN_ROOM_FIELDS) {
    const given = params.get(PARAM_KEYS[field]);
    if (given !== null) values[field] = given.slice(0, MAX_FIELD_TEXT);
  }
  return values;
}

export function ownRoomParams(values: OwnRoomValues): URLSearchParams {
  return new URLSearchParams(OWN_ROOM_FIELDS.map((field) => [PARAM_KEYS[field], values[field]]));
}

export const OWN_ROOM_CHOICES = { insulation: INSULATION_LEVELS, glass: GLASS_OPTIONS } as const;
