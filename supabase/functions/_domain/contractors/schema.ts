/**
 * One set of rules for contractor firms, used by the admin and contractor
 * pages and by the invite-contractor function: the services the business
 * offers, the invitation, the editable profile, a verification record and a
 * decline. The database's CHECKs repeat the limits
 * (supabase/migrations/20261125000200_contractors.sql).
 */
import { z } from 'zod';
import { cleanString } from '../text/clean-string.ts';
import { cleanText } from '../text/sanitize.ts';
import { CONTRACTOR_LIMITS, SERVICES, VERIFICATION_KINDS } from './rules.ts';

export * from './rules.ts';

const text = (min: number, max: number, tooShort: string) =>
  cleanString(z.string().min(min, tooShort).max(max, `At most ${max} characters`));

export const slugField = z
  .string()
  .trim()
  .min(3, 'At least 3 characters')
  .max(CONTRACTOR_LIMITS.slugMax, `At most ${CONTRACTOR_LIMITS.slugMax} characters`)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens only');

const emailField = cleanString(z.string().max(255, 'Email is too long').regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email address'));

/** What an admin sends to invite a firm. */
export const inviteSchema = z.object({
  email: emailField,
  company: text(2, CONTRACTOR_LIMITS.companyMax, 'Give the company name'),
  slug: slugField,
});
export type InviteInput = z.input<typeof inviteSchema>;
export type Invite = z.output<typeof inviteSchema>;

/** What invite-contractor answers. */
export interface InviteReceipt {
  contractorId: string;
  userId: string;
  /** true when the address already had an account and got a sign-in link instead of an invitation. */
  existingAccount: boolean;
}

/** A comma-separated list typed in one box ("Napa Valley, Sonoma") as a clean, de-duplicated array. */
export const areaList = z
  .string()
  .transform((value) => [...new Set(value.split(',').map(cleanText).filter(Boolean))])
  .pipe(
    z
      .array(z.string().max(CONTRACTOR_LIMITS.areaMax, `Each area at most ${CONTRACTOR_LIMITS.areaMax} characters`))
      .max(CONTRACTOR_LIMITS.areasMax, `At most ${CONTRACTOR_LIMITS.areasMax} areas`),
  );

const optionalCount = (max: number) =>
  z.union([
    z.literal('').transform(() => null),
    z.coerce.number({ error: 'Enter a whole number' }).int('Enter a whole number').min(0, 'Cannot be negative').max(max, `At most ${max.toLocaleString('en-US')}`),
  ]);

const optionalText = (max: number, pattern?: { regex: RegExp; message: string }) =>
  cleanString(pattern ? z.string().max(max).regex(pattern.regex, pattern.message).or(z.literal('')) : z.string().max(max))
    .transform((value) => (value === '' ? null : value));

/** The profile a firm edits itself (never approval, activity or checks). Form values are strings. */
export const profileSchema = z.object({
  company: text(2, CONTRACTOR_LIMITS.companyMax, 'Give the company name'),
  services: z.array(z.enum(SERVICES)).min(1, 'Choose at least one service'),
  serviceAreas: areaList,
  yearsInBusiness: optionalCount(200),
  projectsCompleted: optionalCount(100_000),
  bio: cleanString(z.string().max(CONTRACTOR_LIMITS.bioMax, `At most ${CONTRACTOR_LIMITS.bioMax} characters`)),
  contactEmail: optionalText(255, { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Invalid email address' }),
  contactPhone: optionalText(30, { regex: /^\+?[\d\s()-]+$/, message: 'Invalid phone number format' }),
  website: optionalText(300, { regex: /^https?:\/\/\S+$/, message: 'Start with https://' }),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

/** What an admin records after checking something. */
export const verificationSchema = z.object({
  kind: z.enum(VERIFICATION_KINDS, { error: 'Choose what was checked' }),
  detail: text(2, CONTRACTOR_LIMITS.detailMax, 'Say what was checked (the licence number, the insurer and policy, the reference)'),
  checkedOn: z.iso.date('Give the date of the check'),
});
export type VerificationInput = z.input<typeof verificationSchema>;

/** A contractor declining a lead says why. */
export const declineSchema = z.object({
  reason: text(1, CONTRACTOR_LIMITS.reasonMax, 'Give a reason for declining'),
});
export type DeclineInput = z.input<typeof declineSchema>;

