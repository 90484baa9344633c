/**
 * What the proposal builder sends the proposals function, checked the same
 * way in the browser (on submit) and in the function. The estimator's own
 * input schema checks the project.
 */
import * as z from 'zod/mini';
import { costInputSchema } from '../estimator/schemas.ts';
import { cleanText } from '../text/sanitize.ts';
import { MESSAGE_MAX, NAME_MAX } from './links.ts';
import { PRICE_POINTS, UPGRADE_KEYS } from './proposal.ts';

const plainText = (max: number, label: string) =>
  z.string({ error: `${label} must be text` }).check(
    z.overwrite(cleanText),
    z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
  );

export const proposalDraftSchema = z.object({
  inquiryId: z.uuid({ error: 'Choose a lead for the proposal' }),
  /** Where the project came from: a saved item of the lead's account, or inputs typed in. */
  source: z.object({
    kind: z.enum(['cost', 'cellar-design', 'entered'], { error: 'Unknown source' }),
    savedItemId: z.optional(z.uuid()),
    label: plainText(200, 'Source'),
  }),
  inputs: costInputSchema,
  pricePoint: z.enum(PRICE_POINTS, { error: `Price point must be one of: ${PRICE_POINTS.join(', ')}` }),
  upgrades: z.array(z.enum(UPGRADE_KEYS, { error: 'Unknown upgrade' })).check(z.maxLength(UPGRADE_KEYS.length)),
  /** A short personal note to the client, shown above the figures. */
  message: plainText(MESSAGE_MAX, 'The note to the client'),
});
export type ProposalDraftInput = z.input<typeof proposalDraftSchema>;
export type ProposalDraft = z.output<typeof proposalDraftSchema>;

export const acceptSchema = z.object({
  token: z.string().check(z.minLength(10), z.maxLength(300)),
  name: plainText(NAME_MAX, 'Your name').check(z.minLength(2, { error: 'Type your full name to accept' })),
  agree: z.literal(true, { error: 'Tick the box to confirm you accept the proposal' }),
});
