import { describe, expect, it } from 'vitest';
import type { Lead } from '../api/types.ts';
import { LEAD_CSV_HEADER, leadsToCsv } from './lead-csv.ts';

const lead: Lead = {
  id: 'l1',
  created_at: '2026-11-26T10:00:00Z',
  source: 'quote',
  name: 'Camille Moreau',
  email: 'camille@example.com',
  phone: '+33 1 42 68 53 00',
  project_type: 'residential',
  budget: null,
  timeline: null,
  details: 'Une cave',
  message: 'Project Type: Residential Wine Cellar',
  location: null,
  capacity_bottles: null,
  calculation: null,
  attachments: [],
  status: 'new',
  status_reason: null,
  assignee_id: null,
  first_opened_at: null,
  last_activity_at: '2026-11-26T10:00:00Z',
  is_stale: false,
  budget_midpoint: null,
  contractor_id: null,
  contractor_company: null,
  contractor_response: null,
  contractor_decline_reason: null,
  requested_contractor: null,
  language: 'fr',
  score: 64,
  score_reasons: [],
  sentiment: null,
};

describe('leadsToCsv', () => {
  it('names the language each lead was written in, English for the English forms', () => {
    const rows = leadsToCsv([lead, { ...lead, id: 'l2', language: null }], () => '', 'https://winecellargpt.com').trim().split(/\r?\n/);
    const column = LEAD_CSV_HEADER.indexOf('Language');
    expect(rows[0]?.split(',')[column]).toBe('Language');
    expect(rows[1]?.split(',')[column]).toBe('French');
    expect(rows[2]?.split(',')[column]).toBe('English');
  });

  it('carries the score, empty for a lead not scored yet', () => {
    const rows = leadsToCsv([lead, { ...lead, id: 'l2', score: null }], () => '', 'https://winecellargpt.com').trim().split(/\r?\n/);
    const column = LEAD_CSV_HEADER.indexOf('Score');
    expect(rows.map((row) => row.split(',')[column])).toEqual(['Score', '64', '']);
  });
});
