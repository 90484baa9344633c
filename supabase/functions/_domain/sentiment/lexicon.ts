/**
 * Our own word lists for what a general sentiment model does not know about
 * a cellar business: the topics a lead talks about, and the cues that make a
 * message urgent or a complaint. Matched on wink-nlp's lemmas (lower case),
 * so "leaking", "leaks" and "leaked" are one cue.
 */
export const TOPICS = ['budget', 'timeline', 'delay', 'complaint', 'climate', 'racking', 'design', 'installation', 'maintenance'] as const;
export type Topic = (typeof TOPICS)[number];

export const TOPIC_LABELS: Record<Topic, string> = {
  budget: 'Budget and price',
  timeline: 'Timeline',
  delay: 'Delays',
  complaint: 'Complaints',
  climate: 'Climate and cooling',
  racking: 'Racking',
  design: 'Design',
  installation: 'Installation',
  maintenance: 'Maintenance and repairs',
};

/** Single lemmas, and a few two-word phrases (matched on the lower-cased text). */
export const TOPIC_WORDS: Record<Topic, { lemmas: readonly string[]; phrases?: readonly string[] }> = {
  budget: { lemmas: ['budget', 'price', 'cost', 'quote', 'expensive', 'cheap', 'afford', 'invoice', 'payment', 'pay', 'estimate', 'deposit', 'refund'], phrases: ['$'] },
  timeline: { lemmas: ['timeline', 'schedule', 'deadline', 'week', 'month', 'date', 'soon', 'asap', 'start', 'finish', 'when'] },
  delay: { lemmas: ['delay', 'late', 'wait', 'postpone', 'overdue', 'behind'], phrases: ['still not', 'still no', 'still has not', 'still hasn', 'not yet', 'no one', 'nobody'] },
  complaint: { lemmas: ['disappoint', 'disappointed', 'unacceptable', 'complain', 'complaint', 'frustrate', 'frustrated', 'unhappy', 'terrible', 'awful', 'poor', 'rude', 'ignore', 'worst'], phrases: ['not happy', 'not satisfied', 'no response', 'nobody answers', 'never called'] },
  climate: { lemmas: ['temperature', 'humidity', 'cool', 'cooling', 'cooler', 'climate', 'condensation', 'mold', 'mould', 'hvac', 'warm', 'hot', 'cold', 'degree', 'thermostat'] },
  racking: { lemmas: ['rack', 'racking', 'shelf', 'shelving', 'bottle', 'magnum', 'bin', 'crate'] },
  design: { lemmas: ['design', 'layout', 'look', 'style', 'glass', 'lighting', 'walnut', 'oak', 'drawing', 'render', 'plan'] },
  installation: { lemmas: ['install', 'installation', 'installer', 'build', 'construction', 'crew', 'contractor', 'site', 'visit'] },
  maintenance: { lemmas: ['repair', 'broken', 'break', 'leak', 'fix', 'service', 'fault', 'noise', 'noisy'], phrases: ['not working', 'stopped working', "doesn't work", 'does not work'] },
};

/** What makes a message urgent: a harm happening now, or a plain ask for speed. */
export const URGENT_LEMMAS = ['urgent', 'urgently', 'emergency', 'immediately', 'asap', 'leak', 'flood', 'mold', 'mould', 'today', 'tonight'] as const;
export const URGENT_PHRASES = ['as soon as possible', 'right away', 'not working', 'stopped working', 'getting warm', 'too warm', 'water damage', 'call me now', 'this week'] as const;
