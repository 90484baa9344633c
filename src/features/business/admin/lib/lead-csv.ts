import { LANGUAGE_NAMES } from '@domain/multilingual/languages.ts';
import { BUDGET_LABELS, PROJECT_TYPE_LABELS, TIMELINE_LABELS } from '@domain/inquiry/rules.ts';
import type { Lead } from '../api/types.ts';
import { toCsv } from './csv.ts';
import { STATUS_LABELS, sourceLabel } from './pipeline.ts';

export const LEAD_CSV_HEADER = [
  'Received',
  'Name',
  'Email',
  'Phone',
  'Project type',
  'Budget',
  'Timeline',
  'Source',
  'Language',
  'Status',
  'Status reason',
  'Score',
  'Assignee',
  'Unread',
  'Stale',
  'Last activity',
  'Location',
  'Capacity (bottles)',
  'Calculation',
  'Calculation link',
  'Message',
] as const;

/** The CSV of exactly the rows given (the filtered list), with the inbox's labels. */
export function leadsToCsv(leads: readonly Lead[], assigneeEmail: (id: string) => string, origin: string): string {
  return toCsv(
    LEAD_CSV_HEADER,
    leads.map((lead) => [
      lead.created_at,
      lead.name,
      lead.email,
      lead.phone,
      PROJECT_TYPE_LABELS[lead.project_type],
      lead.budget ? BUDGET_LABELS[lead.budget] : '',
      lead.timeline ? TIMELINE_LABELS[lead.timeline] : '',
      sourceLabel(lead.source),
      LANGUAGE_NAMES[lead.language ?? 'en'].english,
      STATUS_LABELS[lead.status],
      lead.status_reason,
      lead.score,
      lead.assignee_id ? assigneeEmail(lead.assignee_id) : '',
      lead.first_opened_at ? 'no' : 'yes',
      lead.is_stale ? 'yes' : 'no',
      lead.last_activity_at,
      lead.location,
      lead.capacity_bottles,
      lead.calculation?.title ?? '',
      lead.calculation?.link ? `${origin}${lead.calculation.link}` : '',
      lead.message,
    ]),
  );
}
