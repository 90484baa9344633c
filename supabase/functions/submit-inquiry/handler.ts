/**
 * submit-inquiry: stores a contact-form or quote request so no lead is lost.
 *
 * The browser uploads any attachments to inquiry-attachments under
 * incoming/<idempotencyKey>/ first, then posts the form here. The handler
 * validates with the same schema as the form, checks that every declared file
 * is really in storage with the declared size and type, and stores the
 * inquiry once per idempotency key: a retry or a double click gets the first
 * inquiry's id back with `duplicate: true`.
 *
 * Every request is counted against its caller first, as the chat's are (the
 * signed-in user, else the address the platform appended; refused requests
 * count too). A new inquiry is acknowledged by mail at most once a day per
 * address, with a link to confirm the address when nobody has yet: until
 * then nothing else is mailed to it automatically (docs/business.md, "Mail
 * to an address a stranger typed").
 */
import { readJson } from '../_shared/body.ts';
import { sameAddress, type AccountCaller } from '../_shared/account-email.ts';
import { enforceRateLimit, type RequestLimits } from '../_shared/ai/rate-limit.ts';
import { inquiryAcknowledgement } from '../_domain/confirmation/acknowledgement.ts';
import { acknowledge, type AcknowledgeDeps } from '../_shared/mail/acknowledgement.ts';
import { invalidRequest, jsonResponse, parseRequest, type ApiIssue } from '../_shared/errors.ts';
import { serve } from '../_shared/serve.ts';
import {
  LIMITS,
  deriveInquiry,
  inquirySubmissionSchema,
  storedContentType,
  type Attachment,
  type InquiryReceipt,
  type InquirySubmission,
} from '../_domain/inquiry/schema.ts';

/** A row of public.inquiries as the function writes it. */
export interface InquiryRow {
  idempotency_key: string;
  source: InquirySubmission['source'];
  user_id: string | null;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string;
  project_type: string;
  budget: string | null;
  timeline: string | null;
  details: string;
  message: string;
  location: string | null;
  capacity_bottles: number | null;
  calculation: InquirySubmission['calculation'] | null;
  attachments: Attachment[];
  requested_contractor_id: string | null;
  /** Marked in the inbox when not English; null for the English forms. */
  language: InquirySubmission['language'] | null;
}

export interface StoredObject {
  size: number;
  contentType: string | null;
}

/** Where the handler reads attachments and writes inquiries; the real one uses the service role. */
export interface InquiryStore {
  /** The uploaded object at this path in inquiry-attachments, or null when there is none. */
  attachment(path: string): Promise<StoredObject | null>;
  /** The id of the inquiry already stored for this key, if any. */
  findByKey(idempotencyKey: string): Promise<string | null>;
  /** Inserts unless the key exists (insert … on conflict do nothing), then answers the key's id. */
  insertOnce(row: InquiryRow): Promise<InquiryReceipt>;
  /** The id of the approved, active firm with this slug, or null. */
  contractorIdFor(slug: string): Promise<string | null>;
}

export interface HandlerDeps extends RequestLimits, AcknowledgeDeps {
  store: InquiryStore;
  /** The verified signed-in caller (and whether its own address is proven), or null for a visitor. */
  caller(request: Request): Promise<AccountCaller | null>;
}

/**
 * One answer for a file that is missing and for one that differs from what
 * was declared, so the answer never tells whether some object exists.
 */
export const CONTRACTOR_UNAVAILABLE = 'This contractor is not taking requests. Please choose another or send a general inquiry.';

export const ATTACHMENT_NOT_FOUND = 'This file did not finish uploading. Please attach it again.';

async function checkAttachments(store: InquiryStore, attachments: Attachment[]): Promise<ApiIssue[]> {
  const issues: ApiIssue[] = [];
  for (const [index, attachment] of attachments.entries()) {
    const stored = await store.attachment(attachment.path);
    const matches = stored !== null && stored.size === attachment.size && (stored.contentType ?? '') === storedContentType(attachment);
    if (!matches) issues.push({ path: `attachments.${index}`, message: ATTACHMENT_NOT_FOUND });
  }
  return issues;
}

export function toRow(submission: InquirySubmission, userId: string | null, contractorId: string | null = null): InquiryRow {
  const { form } = submission;
  const derived = deriveInquiry(form, {
    location: submission.location,
    capacityBottles: submission.capacityBottles,
    calculationSummary: submission.calculation?.summary,
  });
  return {
    idempotency_key: submission.idempotencyKey,
    source: submission.source,
    user_id: userId,
    first_name: form.firstName,
    last_name: form.lastName,
    name: derived.name,
    email: form.email,
    phone: form.phone,
    project_type: form.projectType,
    budget: form.budget ?? null,
    timeline: form.timeline ?? null,
    details: form.message,
    message: derived.message,
    location: submission.location || null,
    capacity_bottles: submission.capacityBottles ?? null,
    calculation: submission.calculation ?? null,
    attachments: submission.attachments,
    requested_contractor_id: contractorId,
    language: submission.language ?? null,
  };
}

/**
 * After a new inquiry is stored: the address is confirmed when it is the
 * signed-in account's own, proven one; then the day's acknowledgement goes
 * out if it is due. Neither can fail the stored inquiry.
 */
async function acknowledgeInquiry(deps: HandlerDeps, submission: InquirySubmission, caller: AccountCaller | null): Promise<void> {
  const { email, projectType } = submission.form;
  if (caller?.emailProven && sameAddress(caller.email, email)) {
    await deps.addresses.confirm(email, 'account').catch((error: unknown) => console.error('[submit-inquiry] could not confirm the account’s address:', error));
  }
  await acknowledge(deps, email, '/quote', (confirmUrl) => inquiryAcknowledgement({ to: email, source: submission.source, projectType }, confirmUrl));
}

export function createHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  return serve(async (request) => {
    await enforceRateLimit(deps, request);
    const submission = parseRequest(inquirySubmissionSchema, await readJson(request, LIMITS.submissionMaxBytes, '{ "idempotencyKey", "source", "form", … }'));
    // A retry of a stored inquiry succeeds even if its files have since been handled.
    const existing = await deps.store.findByKey(submission.idempotencyKey);
    if (existing) return jsonResponse({ id: existing, duplicate: true } satisfies InquiryReceipt, 200);

    const issues = await checkAttachments(deps.store, submission.attachments);
    if (issues.length > 0) throw invalidRequest(issues);

    const contractorId = submission.contractorSlug ? await deps.store.contractorIdFor(submission.contractorSlug) : null;
    if (submission.contractorSlug && !contractorId) throw invalidRequest([{ path: 'contractorSlug', message: CONTRACTOR_UNAVAILABLE }]);

    const caller = await deps.caller(request);
    const receipt = await deps.store.insertOnce(toRow(submission, caller?.id ?? null, contractorId));
    if (!receipt.duplicate) await acknowledgeInquiry(deps, submission, caller);
    return jsonResponse(receipt, receipt.duplicate ? 200 : 201);
  });
}
