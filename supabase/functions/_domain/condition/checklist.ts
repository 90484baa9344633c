/**
 * The walk-round checklist of a condition assessment: what to look at, the
 * answers, and how much of each item's weight an answer costs (0 = sound,
 * 1 = the worst). Light and vibration answer with the estimator's own
 * options, so they score exactly as in the collection valuation.
 * Every item can be left "Not checked": it is then left out of the score.
 */
import type { LightExposure, VibrationLevel } from '../estimator/options.ts';

export const NOT_CHECKED = 'unchecked';

interface Option {
  readonly id: string;
  readonly label: string;
  /** Share of the item's weight this answer deducts; null for light/vibration (the estimator scores those). */
  readonly share: number | null;
}

interface Item {
  readonly id: string;
  readonly question: string;
  readonly hint: string;
  readonly options: readonly Option[];
}

export const CHECKLIST = [
  {
    id: 'doorSeal',
    question: 'Door seal',
    hint: 'Close the door with a torch inside: light or a draught at the edges means air gets through.',
    options: [
      { id: 'good', label: 'Sound: no light or draught', share: 0 },
      { id: 'worn', label: 'Worn: flattened, cracked or loose gasket', share: 0.5 },
      { id: 'gaps', label: 'Gaps: light shows, or the door is warped', share: 1 },
    ],
  },
  {
    id: 'vaporBarrier',
    question: 'Vapor barrier',
    hint: 'A sheet or foam layer on the warm side of the insulation; the builder’s notes or an outlet box opening show it.',
    options: [
      { id: 'yes', label: 'Yes, on the warm side', share: 0 },
      { id: 'unsure', label: 'Not sure', share: 0.5 },
      { id: 'no', label: 'No vapor barrier', share: 1 },
    ],
  },
  {
    id: 'condensation',
    question: 'Condensation',
    hint: 'Water beads on walls, glass, pipes or the cooling unit’s casing.',
    options: [
      { id: 'none', label: 'None', share: 0 },
      { id: 'occasional', label: 'Occasionally', share: 0.5 },
      { id: 'frequent', label: 'Often, or water stains', share: 1 },
    ],
  },
  {
    id: 'mould',
    question: 'Mould',
    hint: 'A musty smell, spots on walls, racking, labels or corks.',
    options: [
      { id: 'none', label: 'None', share: 0 },
      { id: 'some', label: 'Some, on labels or a surface', share: 0.6 },
      { id: 'spreading', label: 'Spreading: walls, racking or corks', share: 1 },
    ],
  },
  {
    id: 'vibration',
    question: 'Vibration',
    hint: 'Appliances, a laundry, machinery or a busy floor next to or above the cellar.',
    options: [
      { id: 'none', label: 'None', share: null },
      { id: 'occasional', label: 'Occasional: foot traffic, doors', share: null },
      { id: 'constant', label: 'Constant: appliances or machinery', share: null },
    ],
  },
  {
    id: 'light',
    question: 'Light',
    hint: 'Daylight through a window or glass door, or bright lights left on.',
    options: [
      { id: 'dark', label: 'Dark, or LED lights on only when in use', share: null },
      { id: 'indirect', label: 'Some daylight or lamps', share: null },
      { id: 'direct', label: 'Direct sun or bright lights on the bottles', share: null },
    ],
  },
  {
    id: 'coolingAge',
    question: 'Cooling unit age',
    hint: 'The date is on the unit’s label or the installer’s invoice.',
    options: [
      { id: 'under-5', label: 'Under 5 years', share: 0 },
      { id: '5-10', label: '5 to 10 years', share: 0.25 },
      { id: '10-15', label: '10 to 15 years', share: 0.6 },
      { id: 'over-15', label: 'Over 15 years', share: 1 },
    ],
  },
  {
    id: 'coolingNoise',
    question: 'Cooling unit noise',
    hint: 'Listen through a full cycle: a steady hum is normal.',
    options: [
      { id: 'normal', label: 'A steady hum', share: 0 },
      { id: 'louder', label: 'Louder than it used to be, or rattling', share: 0.5 },
      { id: 'failing', label: 'Grinding, or starting and stopping every few minutes', share: 1 },
    ],
  },
] as const satisfies readonly Item[];

export type ChecklistItem = (typeof CHECKLIST)[number];
export type ChecklistId = ChecklistItem['id'];
export type ChecklistAnswer<I extends ChecklistId> = Extract<ChecklistItem, { id: I }>['options'][number]['id'];
export type ChecklistAnswers = { [I in ChecklistId]: ChecklistAnswer<I> | typeof NOT_CHECKED };

export const EMPTY_CHECKLIST: ChecklistAnswers = Object.fromEntries(CHECKLIST.map((item) => [item.id, NOT_CHECKED])) as ChecklistAnswers;

export const checklistItem = <I extends ChecklistId>(id: I): Extract<ChecklistItem, { id: I }> =>
  CHECKLIST.find((item) => item.id === id) as Extract<ChecklistItem, { id: I }>;

export function optionOf<I extends ChecklistId>(id: I, answer: string): Option | undefined {
  return (checklistItem(id).options as readonly Option[]).find((option) => option.id === answer);
}

/** The light and vibration answers are the estimator's options. */
export const lightAnswer = (answers: ChecklistAnswers): LightExposure | null => (answers.light === NOT_CHECKED ? null : answers.light);
export const vibrationAnswer = (answers: ChecklistAnswers): VibrationLevel | null => (answers.vibration === NOT_CHECKED ? null : answers.vibration);

/** Answers from anything (a link, a saved row): unknown items and answers become "Not checked". */
export function readChecklist(value: unknown): ChecklistAnswers {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    CHECKLIST.map((item) => {
      const answer = record[item.id];
      return [item.id, typeof answer === 'string' && optionOf(item.id, answer) ? answer : NOT_CHECKED];
    }),
  ) as ChecklistAnswers;
}
