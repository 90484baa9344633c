/** The form's values: every field as typed (text), and the brief they stand for. */
import { DEFAULT_BRIEF, type DesignBrief } from '@domain/designer/brief.ts';

export type BriefFormValues = { [K in keyof DesignBrief]: string };

export const toFormValues = (brief: DesignBrief): BriefFormValues =>
  Object.fromEntries(Object.entries(brief).map(([key, value]) => [key, String(value)])) as BriefFormValues;

export const DEFAULT_FORM_VALUES = toFormValues(DEFAULT_BRIEF);

/** The door stays on the same side of the room when the shape changes (an L has six walls, a rectangle four). */
export const DOOR_WALL_ON_SHAPE: Record<DesignBrief['shape'], Record<string, string>> = {
  'l-shape': { '0': '0', '1': '3', '2': '4', '3': '5' },
  rectangle: { '0': '0', '1': '1', '2': '0', '3': '1', '4': '2', '5': '3' },
};

const FIELDS = Object.keys(DEFAULT_FORM_VALUES) as (keyof BriefFormValues)[];

/** A brief as this page's link (`/ai-design?shape=rectangle&width=10&…`): a reload or a shared link starts from it. */
export const briefParams = (brief: DesignBrief): URLSearchParams => new URLSearchParams(toFormValues(brief));

/** The link's brief as the form's text, over the defaults; the form's own schema judges it, as if typed. Null without one. */
export function briefFromParams(params: URLSearchParams): BriefFormValues | null {
  if (!FIELDS.some((field) => params.has(field))) return null;
  const values = { ...DEFAULT_FORM_VALUES };
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) values[field] = value.slice(0, 40);
  }
  return values;
}
