/**
 * The sentiment analysis over the business's leads (20261127010100_lead_sentiment.sql):
 * every lead's message and every admin note read in the admin's browser
 * (../sentiment), one row of mood and flags stored per lead for the inbox.
 * Nothing leaves the business's backend.
 */
import { readRows, writeRows } from '@/lib/db-read.ts';
import { readAllRows } from './read-all-rows.ts';
import { analyzeText, moodOf, type Nlp, type TextAnalysis } from '@domain/sentiment/analyze.ts';
import { TOPICS } from '@domain/sentiment/lexicon.ts';
import type { DatedAnalysis } from '@domain/sentiment/trends.ts';

export interface AnalysedText extends DatedAnalysis {
  leadId: string;
  kind: 'message' | 'note';
  urgent: boolean;
  unhappy: boolean;
}

export interface LeadMood {
  inquiry_id: string;
  sentiment: number;
  mood: TextAnalysis['mood'];
  unhappy: boolean;
  urgent: boolean;
  topics: string[];
  cues: string[];
  texts: number;
}

/** One lead's texts into one row: the mean sentiment, flagged if any text is unhappy or urgent. */
export function leadMood(leadId: string, texts: ReadonlyArray<{ analysis: TextAnalysis }>): LeadMood {
  const sentiment = texts.reduce((sum, text) => sum + text.analysis.sentiment, 0) / texts.length;
  const unhappy = texts.some((text) => text.analysis.unhappy);
  return {
    inquiry_id: leadId,
    sentiment: Math.max(-1, Math.min(1, sentiment)),
    mood: unhappy && moodOf(sentiment) !== 'negative' ? 'negative' : moodOf(sentiment),
    unhappy,
    urgent: texts.some((text) => text.analysis.urgent),
    topics: TOPICS.filter((topic) => texts.some((text) => text.analysis.topics.includes(topic))),
    cues: [...new Set(texts.flatMap((text) => text.analysis.urgentCues))].slice(0, 20),
    texts: texts.length,
  };
}

/** Reads every lead's message and every note, analyses them, stores a row per lead; returns every text's analysis for the trends. */
export async function analyseAll(nlp: Nlp, onProgress: (done: number, total: number) => void): Promise<AnalysedText[]> {
  const leads = await readAllRows<{ id: string; created_at: string; message: string }>((db, from, to) =>
    db.from('inquiries').select('id, created_at, message').order('created_at').order('id').range(from, to),
  );
  const notes = await readAllRows<{ inquiry_id: string; created_at: string; body: string }>((db, from, to) =>
    db.from('inquiry_notes').select('inquiry_id, created_at, body').order('created_at').order('id').range(from, to),
  );
  const texts = [
    ...leads.map((lead) => ({ leadId: lead.id, at: lead.created_at, text: lead.message, kind: 'message' as const })),
    ...notes.map((note) => ({ leadId: note.inquiry_id, at: note.created_at, text: note.body, kind: 'note' as const })),
  ];
  const analysed: Array<(typeof texts)[number] & { analysis: TextAnalysis }> = [];
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    analysed.push({ ...text, analysis: analyzeText(nlp, text.text) });
    // Give the page a frame now and then, so the progress bar moves and the tab stays responsive.
    if (i % 200 === 199) {
      onProgress(i + 1, texts.length);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  onProgress(texts.length, texts.length);

  const byLead = new Map<string, typeof analysed>();
  for (const item of analysed) byLead.set(item.leadId, [...(byLead.get(item.leadId) ?? []), item]);
  const rows = [...byLead].map(([leadId, items]) => leadMood(leadId, items));
  for (let i = 0; i < rows.length; i += 500) {
    await writeRows((db) => db.from('lead_sentiment').upsert(rows.slice(i, i + 500), { onConflict: 'inquiry_id' }));
  }
  return analysed.map(({ leadId, kind, at, analysis }) => ({
    leadId,
    kind,
    at,
    sentiment: analysis.sentiment,
    mood: analysis.mood,
    topics: analysis.topics,
    urgent: analysis.urgent,
    unhappy: analysis.unhappy,
  }));
}

export interface FlaggedLead {
  id: string;
  name: string;
  email: string;
  status: string;
  created_at: string;
  sentiment: { mood: TextAnalysis['mood']; unhappy: boolean; urgent: boolean; cues: string[] };
}

/** Open and closed leads flagged unhappy or urgent by the last analysis, most recently analysed first. */
export async function fetchFlagged(limit = 50): Promise<FlaggedLead[]> {
  const flagged = await readRows<{ inquiry_id: string }>((db) =>
    db.from('lead_sentiment').select('inquiry_id').eq('flagged', true).order('analyzed_at', { ascending: false }).limit(limit),
  );
  const ids = flagged.map((row) => row.inquiry_id);
  if (ids.length === 0) return [];
  return readRows<FlaggedLead>((db) => db.from('inquiry_inbox').select('id, name, email, status, created_at, sentiment').in('id', ids).order('created_at', { ascending: false }));
}
