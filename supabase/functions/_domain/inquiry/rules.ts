/**
 * The lead rules that need no validation library: the option lists and labels
 * (in choices.ts, re-exported), limits and messages, the derived inquiry and the file checks. Split from
 * schema.ts so a page can show and pre-check a form without loading zod,
 * which it then loads on submit. schema.ts re-exports all of this.
 */
import { BUDGET_LABELS, PROJECT_TYPE_LABELS, TIMELINE_LABELS } from './choices.ts';
import type { ContactForm, ContactInput } from './schema.ts';

export const MESSAGES = {
  required: 'Required',
  invalid: 'Invalid input',
  calculationTooLarge: 'The attached calculation is too large. Please attach it again from the calculator.',
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
  /** A saved calculation's inputs as JSON; the largest real one is under 1,000. */
  calculationInputsMaxChars: 4000,
  /** The whole request to submit-inquiry: the form at its limits is under 20 KB. */
  submissionMaxBytes: 64 * 1024,
} as const;

export {
  BUDGETS,
  BUDGET_LABELS,
  INQUIRY_SOURCES,
  PROJECT_TYPES,
  PROJECT_TYPE_LABELS,
  TIMELINES,
  TIMELINE_LABELS,
  type Budget,
  type InquirySource,
  type ProjectType,
  type Timeline,
} from './choices.ts';

export interface InquiryExtras {
  location?: string | undefined;
  capacityBottles?: number | undefined;
  calculationSummary?: string | undefined;
}

/** docs/product-spec.md §3 "derived inquiry": the combined message a person at the business reads first. */
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

/** File rules (docs/product-spec.md §5 helper, plus `.dwg` drawings: a deliberate deviation, see docs/decisions.md). */
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

/** 'File N: reason' for each invalid file, joined by commas (docs/product-spec.md §5). */
export function validateFiles(files: readonly FileLike[]): string | null {
  const errors = files.flatMap((file, index) => {
    const result = validateFile(file);
    return result.valid ? [] : [`File ${index + 1}: ${result.error}`];
  });
  return errors.length > 0 ? errors.join(', ') : null;
}

/** Storage path prefix under which a submission's files must be uploaded. */
export const attachmentPrefix = (idempotencyKey: string) => `incoming/${idempotencyKey}/`;

/** A file name as one safe path segment: word characters, dots and dashes, at most 120. */
const safeFileName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .slice(-120) || 'file';

/** Where the browser uploads the `index`-th file (from 0) of a submission: `incoming/<key>/<n>-<safe name>`. */
export const attachmentPath = (idempotencyKey: string, index: number, name: string) => `${attachmentPrefix(idempotencyKey)}${index + 1}-${safeFileName(name)}`;

/**
 * True only for a path `attachmentPath` could have made for this key: exactly
 * one segment under incoming/<key>/, of a number, a dash and safe characters.
 * Nothing to decode, no `.` or `..` segment, no slash or backslash, so the path
 * means the same to every client, proxy and store and cannot leave the folder.
 */
export function isAttachmentPathFor(path: string, idempotencyKey: string): boolean {
  const prefix = attachmentPrefix(idempotencyKey);
  return path.startsWith(prefix) && /^\d{1,2}-[\w.-]{1,120}$/.test(path.slice(prefix.length));
}

