/**
 * The ai-tools function's content-generator job (admins only): the same
 * outline from the server's engine, and with a provider, the prose a model
 * wrote from it, checked against the sources. Loaded on the admin's click,
 * with the function client.
 */
import type { ResultPart } from '@/components/tool-shell/result-parts.tsx';
import type { ContentDraft, DraftRequest } from '@domain/content-drafts/draft.ts';
import type { CheckedProse } from '@domain/content-drafts/prose.ts';
import { invokeFunction } from '@/lib/functions.ts';

export interface WrittenProse {
  tool: 'content-generator';
  result: { draft: ContentDraft; prose: (CheckedProse & { markdown: string; by: string }) | null; proseNote: string | null };
  parts: ResultPart[];
}

export const fetchProse = (request: DraftRequest, today: string, signal?: AbortSignal) =>
  invokeFunction<WrittenProse>('ai-tools', { tool: 'content-generator', input: { ...request, today } }, signal);
