/**
 * What a /content-generator request can be: the formats, readers and
 * networks, and the topic's check. Apart from the engine (draft.ts), so the
 * page's form loads these and not the engine's search and estimator.
 */
import { stripMarkup } from '../text/sanitize.ts';

export const CONTENT_FORMATS = ['article', 'faq', 'social'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];
export const AUDIENCES = ['collectors', 'homeowners', 'restaurants'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const NETWORKS = ['linkedin', 'instagram', 'x'] as const;
export type Network = (typeof NETWORKS)[number];

export const FORMAT_LABELS: Record<ContentFormat, string> = { article: 'Article outline', faq: 'FAQ answer', social: 'Social post' };
export const AUDIENCE_LABELS: Record<Audience, string> = {
  collectors: 'Wine collectors',
  homeowners: 'Luxury homeowners',
  restaurants: 'Restaurant owners',
};

/** Each network's own limit, and how it treats a link in the text. */
export const NETWORK_RULES: Record<Network, { label: string; maxChars: number; linkChars: number | null; linkNote: string | null }> = {
  linkedin: { label: 'LinkedIn', maxChars: 3000, linkChars: null, linkNote: null },
  // Instagram does not make links in a caption clickable: the post points to the profile's link instead.
  instagram: { label: 'Instagram', maxChars: 2200, linkChars: null, linkNote: 'Link in bio' },
  // X counts every link as 23 characters, whatever its length.
  x: { label: 'X', maxChars: 280, linkChars: 23, linkNote: null },
};

export const TOPIC_MIN = 3;
export const TOPIC_MAX = 200;

export interface DraftRequest {
  format: ContentFormat;
  topic: string;
  audience: Audience;
  /** Social posts only; LinkedIn when not given. */
  network?: Network;
}

export type TopicCheck = { ok: true; topic: string } | { ok: false; message: string };

export function checkTopic(input: string): TopicCheck {
  const topic = stripMarkup(input).replace(/\s+/g, ' ').trim();
  if (topic === '') return { ok: false, message: 'Name a topic first, for example "how much does a 1,000-bottle cellar cost?".' };
  if (topic.length > TOPIC_MAX) return { ok: false, message: `Keep the topic to ${TOPIC_MAX} characters or fewer (it has ${topic.length}).` };
  if (topic.length < TOPIC_MIN || !/\p{L}{2}/u.test(topic)) return { ok: false, message: 'Describe the topic in a few words, for example "humidity in a basement cellar".' };
  return { ok: true, topic };
}

