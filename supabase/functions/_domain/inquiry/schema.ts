/**
 * One set of rules for every lead: the landing contact form, the /quote
 * request and the `submit-inquiry` edge function all validate with these
 * schemas, so the browser and the server can never disagree.
 *
 * Messages are SPEC §5 verbatim where the spec gives them.
 */
import { z } from 'zod';
import { cleanText } from '../text/sanitize.ts';
import { cleanString } from '../text/clean-string.ts';
import { slugField } from '../contractors/schema.ts';
import { INQUIRY_LANGUAGES } from '../multilingual/languages.ts';
import { INQUIRY_SOURCES, LIMITS, MESSAGES, PROJECT_TYPES, BUDGETS, TIMELINES, deriveInquiry, isAttachmentPathFor, validateFile } from './rules.ts';

export * from './rules.ts';

/** Letters of any alphabet, spaces, hyphens and dots (SPEC §5). */
const NAME_PATTERN = /^[\p{L}\s.-]+$/u;
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
// Deliberately plain: one @, a dot in the domain, no spaces. Deliverability is
// the mail server's job; this only catches typing mistakes.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const nameField = cleanString(
  z.string().min(1, MESSAGES.nameRequired).max(LIMITS.nameMax, MESSAGES.nameTooLong).regex(NAME_PATTERN, MESSAGES.nameInvalid),
);

export const emailField = cleanString(z.string().max(LIMITS.emailMax, MESSAGES.emailTooLong).regex(EMAIL_PATTERN, MESSAGES.emailInvalid));

export const phoneField = cleanString(z.string().max(LIMITS.phoneMax, MESSAGES.phoneTooLong).regex(PHONE_PATTERN, MESSAGES.phoneInvalid));

export const messageField = cleanString(z.string().min(1, MESSAGES.messageRequired).max(LIMITS.messageMax, MESSAGES.messageTooLong));

/** The "contact helper" of SPEC §5: name, email, optional phone, message. */
export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : cleanText(value)))
    .pipe(z.union([z.literal('').transform(() => undefined), phoneField, z.undefined()])),
  message: messageField,
});
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

const requiredText = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .transform(cleanText)
    .pipe(z.string().min(1, MESSAGES.required).max(max, MESSAGES.invalid));

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values, { error: MESSAGES.invalid }), z.literal('')])
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** The fields of the landing page's contact form (SPEC §3). */
export const contactFormSchema = z.object({
  firstName: requiredText(LIMITS.nameMax),
  lastName: requiredText(LIMITS.nameMax),
  email: requiredText(LIMITS.emailMax),
  phone: requiredText(LIMITS.phoneMax * 2),
  projectType: z.enum(PROJECT_TYPES, { error: MESSAGES.required }),
  budget: optionalEnum(BUDGETS),
  timeline: optionalEnum(TIMELINES),
  message: requiredText(LIMITS.messageMax),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

export type InquiryField = keyof ContactInput;

/** Validates the derived inquiry and returns SPEC §5 messages keyed by field. */
export function validateInquiry(inquiry: ContactInput): Partial<Record<InquiryField, string>> {
  const result = contactSchema.safeParse(inquiry);
  if (result.success) return {};
  const errors: Partial<Record<InquiryField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in inquiry && !(field in errors)) {
      errors[field as InquiryField] = issue.message;
    }
  }
  return errors;
}

export const attachmentSchema = z.object({
  path: z.string().min(1).max(500),
  name: cleanString(z.string().min(1).max(200)),
  size: z.number().int().min(1).max(LIMITS.fileMaxBytes, MESSAGES.fileTooLarge),
  type: z.string().max(100),
});
export type Attachment = z.output<typeof attachmentSchema>;

const SITE = 'https://site.invalid';

/**
 * A link that stays on this site: a path that, resolved against the site's
 * origin, is still on it. `//host`, `/\host` and a tab or newline inside
 * the slashes all resolve to another host and are refused (the inbox once
 * rendered such a link as "Open calculation").
 */
export function isSitePath(link: string): boolean {
  if (!link.startsWith('/')) return false;
  try {
    return new URL(link, SITE).origin === SITE;
  } catch {
    return false;
  }
}

export const calculationRefSchema = z.object({
  kind: z.string().min(1).max(40),
  title: cleanString(z.string().max(200)),
  summary: cleanString(z.string().max(1000)),
  // A calculation's inputs are a handful of numbers and choices; bound them before they are stored.
  inputs: z
    .record(z.string(), z.unknown())
    .refine((inputs) => JSON.stringify(inputs).length <= LIMITS.calculationInputsMaxChars, MESSAGES.calculationTooLarge),
  link: z.string().max(2000).refine(isSitePath, 'The calculation’s link must be a page of this site').optional(),
});

/** What the browser sends to `submit-inquiry` (after files are uploaded). */
export const inquirySubmissionSchema = z
  .object({
    idempotencyKey: z.uuid(),
    source: z.enum(INQUIRY_SOURCES),
    form: contactFormSchema,
    location: z
      .string()
      .optional()
      .transform((value) => (value === undefined ? undefined : cleanText(value)))
      .pipe(z.string().max(LIMITS.locationMax, MESSAGES.invalid).optional()),
    capacityBottles: z.number().int().min(1).max(1_000_000).optional(),
    calculation: calculationRefSchema.optional(),
    attachments: z.array(attachmentSchema).max(LIMITS.filesMax, MESSAGES.tooManyFiles).default([]),
    /** "Request this contractor": the profile's slug; the function stores the firm it names. */
    contractorSlug: slugField.optional(),
    /** The language the visitor wrote in (/multilingual); absent for the English forms. */
    language: z.enum(INQUIRY_LANGUAGES, { error: MESSAGES.invalid }).optional(),
  })
  .superRefine((value, ctx) => {
    const inquiry = deriveInquiry(value.form, {
      location: value.location,
      capacityBottles: value.capacityBottles,
      calculationSummary: value.calculation?.summary,
    });
    for (const [field, message] of Object.entries(validateInquiry(inquiry))) {
      ctx.addIssue({ code: 'custom', path: ['inquiry', field], message });
    }
    value.attachments.forEach((attachment, index) => {
      if (!isAttachmentPathFor(attachment.path, value.idempotencyKey)) {
        ctx.addIssue({ code: 'custom', path: ['attachments', index, 'path'], message: MESSAGES.invalid });
      }
      const check = validateFile(attachment);
      if (!check.valid) ctx.addIssue({ code: 'custom', path: ['attachments', index], message: check.error });
    });
  });
export type InquirySubmissionInput = z.input<typeof inquirySubmissionSchema>;
export type InquirySubmission = z.output<typeof inquirySubmissionSchema>;

/** What `submit-inquiry` answers on success. `duplicate` is true for a retried submit. */
export interface InquiryReceipt {
  id: string;
  duplicate: boolean;
}
