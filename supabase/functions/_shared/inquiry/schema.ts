/**
 * One set of rules for every lead: the landing contact form, the /quote
 * request and the `submit-inquiry` edge function all validate with these
 * schemas, so the browser and the server can never disagree.
 *
 * Messages are SPEC §5 verbatim where the spec gives them.
 */
import { z } from 'zod';
import { stripMarkup } from '../sanitize.ts';

export const MESSAGES = {
  required: 'Required',
  invalid: 'Invalid input',
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  nameInvalid: 'Name contains invalid characters',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email is too long',
  phoneInvalid: 'Invalid phone number format',
  phoneTooLong: 'Phone number is too long',
  messageRequired: 'Message is required',
  messageTooLong: 'Message is too long (max 4000 characters)',
  fileTypeNotAllowed: 'File type not allowed',
  fileTooLarge: 'File size too large (max 5MB)',
  tooManyFiles: 'Too many files (max 5)',
} as const;

export const LIMITS = {
  nameMax: 100,
  emailMax: 255,
  phoneMax: 20,
  messageMax: 4000,
  fileMaxBytes: 5 * 1024 * 1024,
  filesMax: 5,
  locationMax: 120,
} as const;

export const PROJECT_TYPES = ['residential', 'commercial', 'renovation', 'consultation'] as const;
export const BUDGETS = ['under-25k', '25k-50k', '50k-100k', '100k-200k', 'over-200k'] as const;
export const TIMELINES = ['asap', '1-3months', '3-6months', '6-12months', 'planning'] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];
export type Budget = (typeof BUDGETS)[number];
export type Timeline = (typeof TIMELINES)[number];

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  residential: 'Residential Wine Cellar',
  commercial: 'Commercial / Restaurant',
  renovation: 'Cellar Renovation',
  consultation: 'Design Consultation',
};
export const BUDGET_LABELS: Record<Budget, string> = {
  'under-25k': 'Under $25,000',
  '25k-50k': '$25,000 - $50,000',
  '50k-100k': '$50,000 - $100,000',
  '100k-200k': '$100,000 - $200,000',
  'over-200k': 'Over $200,000',
};
export const TIMELINE_LABELS: Record<Timeline, string> = {
  asap: 'As soon as possible',
  '1-3months': '1-3 months',
  '3-6months': '3-6 months',
  '6-12months': '6-12 months',
  planning: 'Just planning',
};

const clean = (value: string) => stripMarkup(value).trim();

/** Letters of any alphabet, spaces, hyphens and dots (SPEC §5). */
const NAME_PATTERN = /^[\p{L}\s.-]+$/u;
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
// Deliberately plain: one @, a dot in the domain, no spaces. Deliverability is
// the mail server's job; this only catches typing mistakes.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const nameField = z
  .string()
  .transform(clean)
  .pipe(
    z
      .string()
      .min(1, MESSAGES.nameRequired)
      .max(LIMITS.nameMax, MESSAGES.nameTooLong)
      .regex(NAME_PATTERN, MESSAGES.nameInvalid),
  );

export const emailField = z
  .string()
  .transform(clean)
  .pipe(
    z
      .string()
      .max(LIMITS.emailMax, MESSAGES.emailTooLong)
      .regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  );

export const phoneField = z
  .string()
  .transform(clean)
  .pipe(
    z
      .string()
      .max(LIMITS.phoneMax, MESSAGES.phoneTooLong)
      .regex(PHONE_PATTERN, MESSAGES.phoneInvalid),
  );

export const messageField = z
  .string()
  .transform(clean)
  .pipe(z.string().min(1, MESSAGES.messageRequired).max(LIMITS.messageMax, MESSAGES.messageTooLong));

/** The "contact helper" of SPEC §5: name, email, optional phone, message. */
export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : clean(value)))
    .pipe(z.union([z.literal('').transform(() => undefined), phoneField, z.undefined()])),
  message: messageField,
});
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

const requiredText = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .transform(clean)
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

export interface InquiryExtras {
  location?: string | undefined;
  capacityBottles?: number | undefined;
  calculationSummary?: string | undefined;
}

/** SPEC §3 "derived inquiry": the combined message a person at the business reads first. */
export function deriveInquiry(form: ContactForm, extras: InquiryExtras = {}): ContactInput {
  const lines = [`Project Type: ${PROJECT_TYPE_LABELS[form.projectType]}`];
  if (form.budget) lines.push(`Budget: ${BUDGET_LABELS[form.budget]}`);
  if (form.timeline) lines.push(`Timeline: ${TIMELINE_LABELS[form.timeline]}`);
  if (extras.location) lines.push(`Location: ${extras.location}`);
  if (extras.capacityBottles) lines.push(`Capacity: ${extras.capacityBottles.toLocaleString('en-US')} bottles`);
  if (extras.calculationSummary) lines.push(`Attached calculation: ${extras.calculationSummary}`);
  lines.push('', 'Project Details:', form.message);
  return {
    name: `${form.firstName} ${form.lastName}`.trim(),
    email: form.email,
    phone: form.phone,
    message: lines.join('\n'),
  };
}

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

/** File rules (SPEC §5 helper, plus `.dwg` drawings: a deliberate deviation, see DESIGN). */
export const ALLOWED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const DWG_MIME_TYPES = ['image/vnd.dwg', 'application/acad', 'application/x-dwg', 'application/dwg'] as const;
export const STORED_DWG_TYPE = 'image/vnd.dwg';
export const FILE_ACCEPT = 'image/*,.pdf,.dwg';

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

const isDwg = (file: FileLike) => /\.dwg$/i.test(file.name);

/** The content type a file is stored with; `.dwg` arrives with no reliable type from browsers. */
export function storedContentType(file: FileLike): string {
  return isDwg(file) ? STORED_DWG_TYPE : file.type;
}

export function validateFile(file: FileLike): { valid: true } | { valid: false; error: string } {
  const typeOk =
    (ALLOWED_MIME_TYPES as readonly string[]).includes(file.type) ||
    (isDwg(file) && (file.type === '' || file.type === 'application/octet-stream' || (DWG_MIME_TYPES as readonly string[]).includes(file.type)));
  if (!typeOk) return { valid: false, error: MESSAGES.fileTypeNotAllowed };
  if (file.size > LIMITS.fileMaxBytes) return { valid: false, error: MESSAGES.fileTooLarge };
  return { valid: true };
}

/** 'File N: reason' for each invalid file, joined by commas (SPEC §5). */
export function validateFiles(files: readonly FileLike[]): string | null {
  const errors = files.flatMap((file, index) => {
    const result = validateFile(file);
    return result.valid ? [] : [`File ${index + 1}: ${result.error}`];
  });
  return errors.length > 0 ? errors.join(', ') : null;
}

export const attachmentSchema = z.object({
  path: z.string().min(1).max(500),
  name: z.string().transform(clean).pipe(z.string().min(1).max(200)),
  size: z.number().int().min(1).max(LIMITS.fileMaxBytes, MESSAGES.fileTooLarge),
  type: z.string().max(100),
});
export type Attachment = z.output<typeof attachmentSchema>;

/** Storage path prefix under which a submission's files must be uploaded. */
export const attachmentPrefix = (idempotencyKey: string) => `incoming/${idempotencyKey}/`;

export const calculationRefSchema = z.object({
  kind: z.string().min(1).max(40),
  title: z.string().transform(clean).pipe(z.string().max(200)),
  summary: z.string().transform(clean).pipe(z.string().max(1000)),
  inputs: z.record(z.string(), z.unknown()),
  link: z.string().max(2000).optional(),
});

/** What the browser sends to `submit-inquiry` (after files are uploaded). */
export const inquirySubmissionSchema = z
  .object({
    idempotencyKey: z.uuid(),
    source: z.enum(['contact-form', 'quote']),
    form: contactFormSchema,
    location: z
      .string()
      .optional()
      .transform((value) => (value === undefined ? undefined : clean(value)))
      .pipe(z.string().max(LIMITS.locationMax, MESSAGES.invalid).optional()),
    capacityBottles: z.number().int().min(1).max(1_000_000).optional(),
    calculation: calculationRefSchema.optional(),
    attachments: z.array(attachmentSchema).max(LIMITS.filesMax, MESSAGES.tooManyFiles).default([]),
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
      if (!attachment.path.startsWith(attachmentPrefix(value.idempotencyKey))) {
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
