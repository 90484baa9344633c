/** The form's values: every field as typed (text), and the brief they stand for. */
import { DEFAULT_BRIEF, type DesignBrief } from '@shared/designer/brief.ts';

export type BriefFormValues = { [K in keyof DesignBrief]: string };

export const toFormValues = (brief: DesignBrief): BriefFormValues =>
  Object.fromEntries(Object.entries(brief).map(([key, value]) => [key, String(value)])) as BriefFormValues;

export const DEFAULT_FORM_VALUES = toFormValues(DEFAULT_BRIEF);

/** The door stays on the same side of the room when the shape changes (an L has six walls, a rectangle four). */
export const DOOR_WALL_ON_SHAPE: Record<DesignBrief['shape'], Record<string, string>> = {
  'l-shape': { '0': '0', '1': '3', '2': '4', '3': '5' },
  rectangle: { '0': '0', '1': '1', '2': '0', '3': '1', '4': '2', '5': '3' },
};
