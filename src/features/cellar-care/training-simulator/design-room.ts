/**
 * "Use my design": the visual designer's draft in this browser as the
 * own-room form's values. Loaded only when asked. The simulator's room is a
 * rectangle, so an L-shaped plan keeps its width and its floor area (the
 * depth becomes area ÷ width); a glass panel counts as a glass wall, a glass
 * door as a glass door; the bottles are what its racking holds, and the unit
 * is the size the cooling-load calculator recommends for that room.
 */
import { estimatePlan } from '@domain/designer/estimate.ts';
import { roomCoolingLoad } from '@domain/simulator/model.ts';
import type { OwnRoomValues } from '@domain/simulator/own-room.ts';
import { EXAMPLE_ROOM } from '@domain/simulator/scenarios.ts';
import type { GlassOption } from '@domain/estimator/options.ts';
import { readDraft } from '@/features/cellar-design/designer/index.ts';

const round1 = (value: number) => Math.round(value * 10) / 10;

export async function designRoomValues(current: OwnRoomValues): Promise<{ values: OwnRoomValues; note: string } | null> {
  const plan = await readDraft();
  if (!plan) return null;
  const { room } = plan;
  const area = room.shape === 'l-shape' ? room.width * room.depth - room.cutWidth * room.cutDepth : room.width * room.depth;
  const lengthFt = room.width;
  const widthFt = round1(area / room.width);
  const glass: GlassOption = plan.glass.length > 0 ? 'one-wall' : plan.options.door === 'glass' ? 'door' : 'none';
  const bottles = estimatePlan(plan).bottles;
  const unit = roomCoolingLoad({ ...EXAMPLE_ROOM, lengthFt, widthFt, heightFt: room.height, glass, bottles }).recommended.sizeBtuh;
  const values: OwnRoomValues = {
    ...current,
    length: String(lengthFt),
    width: String(widthFt),
    height: String(room.height),
    glass,
    bottles: String(bottles),
    capacity: String(unit),
  };
  const shape = room.shape === 'l-shape' ? `, an L-shape taken as ${lengthFt} × ${widthFt} ft of the same floor area` : '';
  return { values, note: `Filled in from your design: ${room.width} × ${room.depth} ft${shape}, ${bottles.toLocaleString('en-US')} bottles, a ${unit.toLocaleString('en-US')} BTU/h unit.` };
}
