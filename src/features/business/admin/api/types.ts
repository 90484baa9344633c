import type { Budget, ProjectType, Timeline } from '@domain/inquiry/rules.ts';
import type { InquiryLanguage } from '@domain/multilingual/languages.ts';
import type { LeadStatus } from '../lib/pipeline.ts';
import type { Reason } from '@domain/scoring/model.ts';

export interface LeadAttachment {
  path: string;
  name: string;
  size: number;
  type: string;
}

/** The saved calculation a visitor attached (see submit-inquiry). */
export interface LeadCalculation {
  kind?: string;
  title?: string;
  summary?: string;
  link?: string;
}

/** A row of the inquiry_inbox view. */
export interface Lead {
  id: string;
  created_at: string;
  source: string;
  name: string;
  email: string;
  phone: string;
  project_type: ProjectType;
  budget: Budget | null;
  timeline: Timeline | null;
  details: string;
  message: string;
  location: string | null;
  capacity_bottles: number | null;
  calculation: LeadCalculation | null;
  attachments: LeadAttachment[];
  status: LeadStatus;
  status_reason: string | null;
  assignee_id: string | null;
  first_opened_at: string | null;
  last_activity_at: string;
  is_stale: boolean;
  budget_midpoint: number | null;
  /** The partner firm the lead is sent to, and its answer (docs/business.md, "Contractors"). */
  contractor_id: string | null;
  contractor_company: string | null;
  contractor_response: 'pending' | 'accepted' | 'declined' | null;
  contractor_decline_reason: string | null;
  /** The firm the visitor asked for ("Request this contractor"). */
  requested_contractor: string | null;
  /** The language the visitor wrote in (/multilingual); null for the English forms. */
  language: InquiryLanguage | null;
  /** 0–100, stored by the scoring engine (/lead-scoring); null until the lead is first scored. */
  score: number | null;
  score_reasons: Reason[] | null;
  /** The last sentiment analysis of its message and notes (/sentiment-analysis); null until analysed. */
  sentiment: LeadSentiment | null;
}

export interface LeadSentiment {
  mood: 'positive' | 'neutral' | 'negative';
  unhappy: boolean;
  urgent: boolean;
  /** What made it urgent. */
  cues: string[];
}

export const LEAD_COLUMNS =
  'id, created_at, source, name, email, phone, project_type, budget, timeline, details, message, location, capacity_bottles, calculation, attachments, status, status_reason, assignee_id, first_opened_at, last_activity_at, is_stale, budget_midpoint, contractor_id, contractor_company, contractor_response, contractor_decline_reason, requested_contractor, language, score, score_reasons, sentiment';
