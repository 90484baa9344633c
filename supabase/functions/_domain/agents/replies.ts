/**
 * The replies the agents draft for a person at the business to approve
 * (docs/ai-tools.md, "Agents"): the first reply to a new lead, and a
 * follow-up to a lead that has gone quiet. Written only from what the lead
 * told us, the estimator and the business's own facts: a question the lead
 * asked is answered with the site's passage on it (and its link), a size or
 * bottle count gets the estimator's range, and every draft ends with one
 * clear next step. Pure: the agents' routines call it on the server, the
 * tests on worked examples. Nothing here sends anything.
 */
import { business } from '../business.ts';
import { estimateFor } from '../expert/estimate-answer.ts';
import { parseQuestion } from '../expert/question.ts';
import { BUDGET_LABELS, PROJECT_TYPE_LABELS, TIMELINE_LABELS, type Budget, type ProjectType, type Timeline } from '../inquiry/choices.ts';
import type { SemanticSearch } from '../semantic-search/engine.ts';

/** What a draft needs of a lead (a row of public.inquiries). */
export interface LeadForReply {
  firstName: string;
  email: string;
  projectType: ProjectType;
  budget: Budget | null;
  timeline: Timeline | null;
  details: string;
  location: string | null;
  capacityBottles: number | null;
  createdAt: string;
}

export interface ReplyDraft {
  subject: string;
  text: string;
  /** The links in the text, in order, as the mail adapter wants them. */
  links: string[];
  /** What the draft rests on, for the run's log and the approver. */
  basis: string[];
}

/** The sentences of a lead's details that ask something. */
export function questionsIn(details: string): string[] {
  return details
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.endsWith('?') && /\p{L}{3}/u.test(sentence))
    .slice(0, 2);
}

const signature = () =>
  [`${business.name}`, `${business.phone} · ${business.email}`].join('\n');

/** The estimator's range for the lead's size, when it gave one (a bottle count, or a room in its details). */
function estimateLine(lead: LeadForReply): { line: string; link: string } | null {
  const parsed = parseQuestion(lead.capacityBottles ? `${lead.details} ${lead.capacityBottles} bottles` : lead.details);
  if (parsed.bottles === undefined && !parsed.room) return null;
  const outcome = estimateFor({ ...parsed, intent: 'cost' });
  if (!outcome?.ok) return null;
  const summary = (outcome.markdown.split('\n\n')[0] ?? '').replace(/\*\*/g, '').trim();
  return { line: summary, link: `${business.url}${outcome.calculator.url}` };
}

/** A question the lead asked, answered with the site's passage on it, or null when the site has none. */
function answerTo(question: string, ask: SemanticSearch): { line: string; link: string } | null {
  const found = ask(question, 3);
  if (found.match !== 'good') return null;
  // A reply is more use with the figure than with the sentence that introduces it: of the close answers, one that states numbers.
  const passage = found.passages.find((candidate) => /\d/.test(candidate.snippet)) ?? found.passages[0];
  if (!passage) return null;
  const snippet = passage.snippet.replace(/^…\s*/, '');
  return { line: `You asked: “${question}” ${snippet}`, link: `${business.url}${passage.url}` };
}

/** The first reply to a new lead. */
export function firstReply(lead: LeadForReply, ask: SemanticSearch): ReplyDraft {
  const project = PROJECT_TYPE_LABELS[lead.projectType].toLowerCase();
  const basis: string[] = [`project type: ${PROJECT_TYPE_LABELS[lead.projectType]}`];
  const paragraphs: string[] = [`Hello ${lead.firstName},`];
  const links: string[] = [];
  const context = [
    lead.capacityBottles ? `about ${lead.capacityBottles.toLocaleString('en-US')} bottles` : null,
    lead.location ? `in ${lead.location}` : null,
  ].filter(Boolean);
  paragraphs.push(`Thank you for telling us about your ${project}${context.length > 0 ? `, ${context.join(' ')}` : ''}. I have read your notes and here is where we would start.`);

  for (const question of questionsIn(lead.details)) {
    const answer = answerTo(question, ask);
    if (answer) {
      paragraphs.push(`${answer.line}\nMore on this: ${answer.link}`);
      links.push(answer.link);
      basis.push(`answered “${question}” from ${answer.link}`);
    } else {
      basis.push(`left “${question}” for the consultation: no page of the site answers it`);
      paragraphs.push(`You asked: “${question}” That is one to go through together at the consultation, with your room in front of us.`);
    }
  }

  const estimate = estimateLine(lead);
  if (estimate) {
    paragraphs.push(`For a first idea of cost, our estimator puts it at: ${estimate.line} You can change any of its assumptions here:\n${estimate.link}`);
    links.push(estimate.link);
    basis.push('estimate from the estimator for the size the lead gave');
  } else if (lead.budget) {
    paragraphs.push(`You mentioned a budget of ${BUDGET_LABELS[lead.budget]}; we will show at the consultation what it buys in racking, cooling and finishes.`);
    basis.push(`budget: ${BUDGET_LABELS[lead.budget]}`);
  }

  const timing = lead.timeline === 'asap' || lead.timeline === '1-3months' ? ` Since you would like to start ${TIMELINE_LABELS[lead.timeline].toLowerCase()}, it is worth booking soon: a build takes ${business.timeline.label} from an approved design.` : '';
  if (lead.timeline) basis.push(`timeline: ${TIMELINE_LABELS[lead.timeline]}`);
  paragraphs.push(`The next step is a free design consultation (worth $${business.offer.quoteValueUsd.toLocaleString('en-US')}).${timing} Reply with two times that suit you, or call us.`);
  const quote = `${business.url}/quote`;
  paragraphs.push(`If you would rather send measurements or photos first, this page takes them:\n${quote}`);
  links.push(quote);
  paragraphs.push(`Best regards,\n${signature()}`);
  return { subject: `Your ${project}: next steps`, text: paragraphs.join('\n\n'), links, basis };
}

/** A follow-up to a lead with no activity for `daysQuiet` days. */
export function followUp(lead: LeadForReply, daysQuiet: number): ReplyDraft {
  const project = PROJECT_TYPE_LABELS[lead.projectType].toLowerCase();
  const received = new Date(lead.createdAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
  const quote = `${business.url}/quote`;
  const paragraphs = [
    `Hello ${lead.firstName},`,
    `I am following up on the ${project} you wrote to us about on ${received}. Is it still something you are planning?`,
    `If it is, the free design consultation is the easiest next step: we look at the room, the collection and the climate, and you leave with a layout and a budget. Reply with a time that suits you.`,
    `If plans have changed, a one-line reply is enough and we will not write again about it. Measurements or photos can also go here:\n${quote}`,
    `Best regards,\n${signature()}`,
  ];
  return {
    subject: `Your ${project}: still planning?`,
    text: paragraphs.join('\n\n'),
    links: [quote],
    basis: [`no activity for ${daysQuiet} days`, `first written on ${received}`],
  };
}
