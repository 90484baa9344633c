/**
 * The admin feature's public entry: the lead pipeline's rules and the
 * lead-form schemas, which the contractor portal shares (a firm moves its
 * leads through the same statuses and writes notes under the same limits).
 */
export { NEEDS_REASON, NOTE_MAX, REASON_MAX, SOURCE_LABELS, sourceLabel, STATUSES, STATUS_LABELS, type LeadStatus } from './lib/pipeline.ts';
export { noteSchema, statusChangeSchema, type NoteInput, type StatusChange } from './api/lead.ts';
export { NoteForm } from './components/note-form.tsx';
export { StatusForm } from './components/status-form.tsx';
export type { Lead } from './api/types.ts';
