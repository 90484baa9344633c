/**
 * A model's prose for a /content-generator draft: what it is asked (the
 * engine's outline and numbered sources, nothing else), and how its answer
 * is checked before an admin sees it. A citation to a source that does not
 * exist is removed, and every figure the sources and the estimator do not
 * state is listed for the reviewer: the model writes; the site's passages
 * remain the only authority for a number.
 */
import { figuresOf, markdownLink } from '../expert/passages.ts';
import { stripMarkup } from '../text/sanitize.ts';
import { FORMAT_LABELS, NETWORK_RULES, type ContentDraft } from './draft.ts';

type Draft = Extract<ContentDraft, { ok: true }>;

/** Most characters asked of a model, per format (an article's body, an answer, a post). */
export const PROSE_MAX_CHARS = { article: 9000, faq: 1500, social: 3000 } as const;

const FORMAT_ASK = {
  article: 'Write the article in Markdown: the title as "# …", an introduction, one "## …" section per part of the outline, and a closing paragraph inviting a free design consultation. 600 to 1,000 words.',
  faq: 'Write the answer to the question in Markdown: the question as "### …", then one or two short paragraphs, at most 120 words.',
  social: 'Write the post as plain text, no Markdown, within the character limit given, keeping the link line exactly as given.',
} as const;

export function proseSystemPrompt(draft: Draft): string {
  const limit = draft.length ? ` The network counts at most ${draft.length.max} characters.` : '';
  return (
    'You write for a luxury custom wine-cellar design and construction business. ' +
    `${FORMAT_ASK[draft.request.format]}${limit} ` +
    'Use only the statements of the outline and the numbered sources that follow, and cite each statement as [1], [2] by its source number. ' +
    'Never add a figure, price, product, claim or promise the sources do not state. Do not include a list of sources; it is added after your text.'
  );
}

/** The outline without its front matter and review note, and each source's quotable text. */
export function proseRequest(draft: Draft): string {
  const body = draft.markdown
    .replace(/^---\n[\s\S]*?\n---\n+/, '')
    .replace(/^> .*\n+/m, '')
    .replace(/\n## Sources\n[\s\S]*$/, '');
  const sources = draft.sources.map((source) => `[${source.n}] ${source.label} (${source.url}): ${source.quote}`);
  return `Format: ${FORMAT_LABELS[draft.request.format]}\nTopic: ${draft.request.topic}\n\nOutline:\n${body}\n\nSources:\n${sources.join('\n')}`;
}

export interface CheckedProse {
  text: string;
  /** Citation numbers the model gave that name no source; removed from the text. */
  removedCitations: number[];
  /** Figures in the prose that no source, the estimator's figures nor the topic states. */
  unsourcedFigures: string[];
}

export function checkProse(raw: string, draft: Draft): CheckedProse {
  const removed = new Set<number>();
  const text = stripMarkup(raw)
    .replace(/\[(\d{1,3})\]/g, (citation, n: string) => {
      const number = Number(n);
      if (draft.sources.some((source) => source.n === number)) return citation;
      removed.add(number);
      return '';
    })
    .replace(/[ \t]+\n/g, '\n')
    .trim();
  const known = new Set(figuresOf([draft.request.topic, draft.markdown, ...draft.sources.map((source) => source.quote)].join(' ')));
  const unsourced = [...new Set(figuresOf(text.replace(/\[\d{1,3}\]/g, '').replace(/https?:\/\/\S+/g, '')))].filter((figure) => !known.has(figure));
  return { text, removedCitations: [...removed].sort((a, b) => a - b), unsourcedFigures: unsourced };
}

/** The reviewable document: what wrote it, the prose, and the engine's sources. */
export function proseDocument(draft: Draft, prose: CheckedProse, model: string, today: string): string {
  const front = [
    '---',
    'status: draft',
    `format: ${draft.request.format}`,
    `topic: ${JSON.stringify(draft.request.topic)}`,
    `audience: ${draft.request.audience}`,
    ...(draft.request.format === 'social' ? [`network: ${draft.request.network ?? 'linkedin'}`] : []),
    `generated: ${today}`,
    `written-by: AI model ${model}, from the outline engine's sources`,
    '---',
  ].join('\n');
  const checks = [
    prose.unsourcedFigures.length > 0 ? `> **Check these figures:** ${prose.unsourcedFigures.join(', ')}: no source below states them.` : null,
    prose.removedCitations.length > 0 ? `> Citations to sources that do not exist were removed: ${prose.removedCitations.map((n) => `[${n}]`).join(', ')}.` : null,
  ].filter((line): line is string => line !== null);
  const sources = ['## Sources', ...draft.sources.map((source) => `${source.n}. ${markdownLink(source.label, source.url)} (${source.kind})`)].join('\n');
  const network = draft.request.format === 'social' ? NETWORK_RULES[draft.request.network ?? 'linkedin'] : null;
  return [
    front,
    '> **Draft for review — not published.** Written by an AI model from the site passages listed under Sources; check every statement against them before publishing.',
    ...checks,
    network ? `## ${network.label} post` : null,
    prose.text,
    sources,
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n');
}
