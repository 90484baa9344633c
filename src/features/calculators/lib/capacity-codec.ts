/**
 * The capacity calculator's checks and links. Loads with the schemas when a
 * visitor first edits.
 */
import { capacityInputSchema, decodeCapacityParams, encodeCapacityParams, type CapacityInput, type CapacityValues } from '@domain/estimator/schemas.ts';
import { parseDraftNumber, requireFilled, type FieldErrors, type Parsed } from '@/components/tool-shell/form-draft.ts';
import type { ToolCodec } from '@/components/tool-shell/use-tool-state.ts';
import { parseWith } from '@/components/tool-shell/form-validation.ts';
import { capacityDraftFromValues, defaultWalls, type CapacityDraft } from './capacity-spec.ts';

/** The three default walls with no style of their own stay out of the link. */
const isDefaultWalls = (draft: CapacityDraft) => {
  const defaults = defaultWalls(draft.unitSystem);
  return (
    draft.walls.length === defaults.length &&
    draft.walls.every((wall, index) => wall.style === '' && parseDraftNumber(wall.length) === parseDraftNumber(defaults[index] ?? ''))
  );
};

export function parseCapacityDraft(draft: CapacityDraft): Parsed<CapacityValues> {
  const wallErrors: FieldErrors = {};
  if (draft.measureBy === 'walls') draft.walls.forEach((wall, index) => {
    if (wall.length.trim() === '') wallErrors[`walls.${index}.length`] = 'Wall length is required';
  });
  const byRoom = draft.measureBy === 'room';
  const roomErrors: FieldErrors = {};
  if (byRoom) {
    if (draft.roomLength.trim() === '') roomErrors.roomLength = 'Enter the room’s length';
    if (draft.roomWidth.trim() === '') roomErrors.roomWidth = 'Enter the room’s width';
  }
  const input: CapacityInput = {
    unitSystem: draft.unitSystem,
    ceilingHeight: parseDraftNumber(draft.ceilingHeight),
    ...(byRoom ? { roomLength: parseDraftNumber(draft.roomLength) ?? Number.NaN, roomWidth: parseDraftNumber(draft.roomWidth) ?? Number.NaN } : {}),
    walls: byRoom || isDefaultWalls(draft)
      ? undefined
      : draft.walls.map((wall) => ({
          length: parseDraftNumber(wall.length) ?? Number.NaN,
          ...(wall.style === '' ? {} : { style: wall.style }),
        })),
    style: draft.style,
    nonBordeauxPercent: parseDraftNumber(draft.nonBordeauxPercent),
    currentBottles: parseDraftNumber(draft.currentBottles),
    floorArea: parseDraftNumber(draft.floorArea),
  };
  if (!byRoom && draft.walls.length === 0) wallErrors.walls = 'Add at least one wall of racking';
  return parseWith(capacityInputSchema, input, {
    ...requireFilled(draft, { nonBordeauxPercent: 'Share of non-Bordeaux bottles' }),
    ...wallErrors,
    ...roomErrors,
  });
}

export const capacityCodec: ToolCodec<CapacityDraft, CapacityValues> = {
  decode: (params) => capacityDraftFromValues(decodeCapacityParams(params)),
  parse: parseCapacityDraft,
  encode: (values) => encodeCapacityParams(values),
};
