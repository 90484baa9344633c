/**
 * A follow-up sequence as the admin writes it: the page's form checks it with
 * this schema and the table's checks repeat its limits
 * (20261127030000_email_sequences.sql). Text is stored as plain text.
 */
import { z } from 'zod';
import { INQUIRY_SOURCES } from '../inquiry/choices.ts';
import { stripMarkup } from '../text/sanitize.ts';
import { unknownVariables, VARIABLE_NAMES } from './template.ts';

export const SEQUENCE_LIMITS = {
  nameMax: 80,
  stepsMax: 8,
  delayDaysMax: 90,
  subjectMax: 150,
  bodyMax: 4000,
} as const;

export const SEQUENCE_MESSAGES = {
  name: 'Give the sequence a name',
  status: 'Choose the status that starts it',
  subject: 'Write a subject',
  body: 'Write the email',
  delay: `A whole number of days from 0 to ${SEQUENCE_LIMITS.delayDaysMax}`,
  steps: `From 1 to ${SEQUENCE_LIMITS.stepsMax} steps`,
  unknown: (names: string[]) => `Unknown variable${names.length > 1 ? 's' : ''} ${names.map((n) => `{{${n}}}`).join(', ')}: use ${VARIABLE_NAMES.map((n) => `{{${n}}}`).join(', ')}`,
} as const;

const plain = (max: number, empty: string) =>
  z
    .string()
    .transform((value) => stripMarkup(value).replace(/\r\n/g, '\n').trim())
    .pipe(z.string().min(1, empty).max(max, `At most ${max} characters`))
    .superRefine((value, context) => {
      const unknown = unknownVariables(value);
      if (unknown.length > 0) context.addIssue({ code: 'custom', message: SEQUENCE_MESSAGES.unknown(unknown) });
    });

export const stepSchema = z.object({
  delayDays: z.coerce.number({ error: SEQUENCE_MESSAGES.delay }).int(SEQUENCE_MESSAGES.delay).min(0, SEQUENCE_MESSAGES.delay).max(SEQUENCE_LIMITS.delayDaysMax, SEQUENCE_MESSAGES.delay),
  subject: plain(SEQUENCE_LIMITS.subjectMax, SEQUENCE_MESSAGES.subject).pipe(z.string().refine((value) => !value.includes('\n'), 'One line only')),
  body: plain(SEQUENCE_LIMITS.bodyMax, SEQUENCE_MESSAGES.body),
});

export type SequenceStep = z.output<typeof stepSchema>;

/** `statuses` is the pipeline's list (src/features/business/admin/lib/pipeline.ts), which lives with the inbox. */
export function sequenceSchema(statuses: readonly [string, ...string[]]) {
  return z.object({
    name: z
      .string()
      .transform((value) => stripMarkup(value).replace(/\s+/g, ' ').trim())
      .pipe(z.string().min(1, SEQUENCE_MESSAGES.name).max(SEQUENCE_LIMITS.nameMax, `At most ${SEQUENCE_LIMITS.nameMax} characters`)),
    triggerStatus: z.enum(statuses, { error: SEQUENCE_MESSAGES.status }),
    triggerSource: z.enum(INQUIRY_SOURCES).nullable(),
    isActive: z.boolean(),
    steps: z.array(stepSchema).min(1, SEQUENCE_MESSAGES.steps).max(SEQUENCE_LIMITS.stepsMax, SEQUENCE_MESSAGES.steps),
  });
}

export type SequenceInput = z.output<ReturnType<typeof sequenceSchema>>;
