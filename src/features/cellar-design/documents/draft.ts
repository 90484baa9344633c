/**
 * The cellar the comparison prices, as the visitor can correct it: typed
 * text in, a checked brief or a message per field out. Also what Save keeps
 * (the text read from the document and the brief, never the file) and how a
 * saved row comes back. Pure, so it is tested without a browser.
 */
import { COOLING_SYSTEMS, RACKING_MATERIALS, type CoolingSystem, type RackingMaterial } from '@domain/estimator/options.ts';
import { LIMITS } from '@domain/estimator/limits.ts';
import type { CellarBrief } from '@domain/document-analysis/compare.ts';
import type { FileKind } from './read/file-kind.ts';

export interface BriefDraft {
  length: string;
  width: string;
  height: string;
  bottles: string;
  cooling: CoolingSystem;
  rackingMaterial: RackingMaterial;
}

export type BriefField = 'length' | 'width' | 'height' | 'bottles';
export type BriefErrors = Partial<Record<BriefField, string>>;

const shown = (value: number | null) => (value === null ? '' : String(value));

export const draftFromBrief = (brief: CellarBrief): BriefDraft => ({
  length: shown(brief.lengthFt),
  width: shown(brief.widthFt),
  height: shown(brief.heightFt),
  bottles: shown(brief.bottles),
  cooling: brief.cooling,
  rackingMaterial: brief.rackingMaterial,
});

const number = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(/,/g, '')));

/** The brief, or what is wrong with each field; the messages name the limits the estimator takes. */
export function checkBrief(draft: BriefDraft): { ok: true; brief: CellarBrief } | { ok: false; errors: BriefErrors } {
  const errors: BriefErrors = {};
  const room = LIMITS.roomLength.imperial;
  const ceiling = LIMITS.roomHeight.imperial;
  const values = { length: number(draft.length), width: number(draft.width), height: number(draft.height), bottles: number(draft.bottles) };
  const names = { length: 'length', width: 'width' } as const;
  for (const field of ['length', 'width'] as const) {
    const value = values[field];
    if (value === null) continue;
    if (!Number.isFinite(value)) errors[field] = `Enter the ${names[field]} in feet as a number`;
    else if (value < room.min || value > room.max) errors[field] = `The ${names[field]} is between ${room.min} and ${room.max} ft`;
  }
  if ((values.length === null) !== (values.width === null)) {
    const missing = values.length === null ? 'length' : 'width';
    errors[missing] = `Enter the ${missing} too, or leave both empty to price by bottles`;
  }
  if (values.height !== null && (!Number.isFinite(values.height) || values.height < ceiling.min || values.height > ceiling.max)) {
    errors.height = `The ceiling is between ${ceiling.min} and ${ceiling.max} ft`;
  }
  const bottles = LIMITS.bottles;
  if (values.bottles !== null && (!Number.isInteger(values.bottles) || values.bottles < bottles.min || values.bottles > bottles.max)) {
    errors.bottles = `Bottles is a whole number from ${bottles.min} to ${bottles.max.toLocaleString('en-US')}`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    brief: {
      lengthFt: values.length,
      widthFt: values.width,
      heightFt: values.height,
      bottles: values.bottles,
      cooling: draft.cooling,
      rackingMaterial: draft.rackingMaterial,
    },
  };
}

/** The most text a saved analysis keeps: the row's inputs are capped at 64 KB. */
export const SAVED_TEXT_MAX = 40_000;

export interface SavedAnalysis {
  reportId: string;
  fileName: string;
  fileKind: FileKind | 'text';
  text: string;
  /** True when only the lines with figures were kept, the whole text being too long. */
  condensed: boolean;
  brief: CellarBrief;
}

/** The text as saved: whole when it fits; else the lines holding a figure, which are all the findings come from. */
export function textToSave(text: string): { text: string; condensed: boolean } {
  if (text.length <= SAVED_TEXT_MAX) return { text, condensed: false };
  const figures = text.split('\n').filter((line) => /\d/.test(line));
  return { text: figures.join('\n').slice(0, SAVED_TEXT_MAX), condensed: true };
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
const numberOrNull = (value: unknown) => (value === null || (typeof value === 'number' && Number.isFinite(value)) ? value : undefined);

/** A saved row's inputs back, or null when they are not an analysis (tampered or from an older shape). */
export function fromSaved(inputs: unknown): SavedAnalysis | null {
  const row = inputs as Partial<SavedAnalysis> | null;
  const brief = row?.brief as Partial<CellarBrief> | undefined;
  if (!row || typeof row.reportId !== 'string' || typeof row.fileName !== 'string' || typeof row.text !== 'string' || !brief) return null;
  if (!isOneOf(['pdf', 'docx', 'image', 'text'] as const, row.fileKind)) return null;
  if (!isOneOf(COOLING_SYSTEMS, brief.cooling) || !isOneOf(RACKING_MATERIALS, brief.rackingMaterial)) return null;
  const numbers = [brief.lengthFt, brief.widthFt, brief.heightFt, brief.bottles].map(numberOrNull);
  if (numbers.some((value) => value === undefined)) return null;
  const [lengthFt, widthFt, heightFt, bottles] = numbers as (number | null)[];
  return {
    reportId: row.reportId,
    fileName: row.fileName.slice(0, 200),
    fileKind: row.fileKind,
    text: row.text.slice(0, SAVED_TEXT_MAX),
    condensed: row.condensed === true,
    brief: { lengthFt: lengthFt ?? null, widthFt: widthFt ?? null, heightFt: heightFt ?? null, bottles: bottles ?? null, cooling: brief.cooling, rackingMaterial: brief.rackingMaterial },
  };
}
