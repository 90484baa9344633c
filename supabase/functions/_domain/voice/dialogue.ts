/**
 * The voice agent's own side of the conversation: when the visitor asks for
 * a consultation it takes the request one detail at a time (name, email,
 * phone, project, anything to add), repeats each back so it can be corrected
 * ("no" goes back one detail), and asks before sending. Everything else the
 * visitor says goes to the expert. Pure: the same words give the same turn.
 */
import { PROJECT_TYPE_LABELS, type ProjectType } from '../inquiry/choices.ts';
import { stripMarkup } from '../text/sanitize.ts';
import { isCancel, isNothing, readEmail, readLastName, readName, readPhone, readProjectType, wantsConsultation, yesOrNo } from './slots.ts';

export const DETAILS_MAX = 1000;

export interface ConsultationRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectType: ProjectType | '';
  details: string;
}

export type Step = 'name' | 'last-name' | 'email' | 'phone' | 'project' | 'details' | 'review';

export interface Consultation {
  /** null: no request under way; what the visitor says goes to the expert. */
  step: Step | null;
  request: ConsultationRequest;
  /** The visitor has answered (or skipped) "anything to add". */
  detailsAsked: boolean;
}

export const EMPTY_REQUEST: ConsultationRequest = { firstName: '', lastName: '', email: '', phone: '', projectType: '', details: '' };
export const NO_CONSULTATION: Consultation = { step: null, request: EMPTY_REQUEST, detailsAsked: false };

export interface Turn {
  consultation: Consultation;
  /** What the agent says, or null when the expert answers. */
  reply: string | null;
  /** 'expert': send the words to the expert; 'submit': send the request. */
  action: 'expert' | 'submit' | null;
}

export const AGENT_TEXT = {
  start: 'I can take your consultation request now, and you will see each detail on screen to check. What is your first and last name?',
  askName: 'What is your first and last name?',
  askLastName: (first: string) => `Thank you, ${first}. And your family name?`,
  askEmail: (name: string) => `Thank you, ${name}. What email address should we use? You can spell it, like “john at example dot com”.`,
  askPhone: (email: string) => `I have ${email}. What phone number can we reach you on?`,
  askProject: (phone: string) =>
    `I have ${phone}. Is the cellar for a home, for a restaurant or business, a renovation of a cellar you have, or would you like design advice?`,
  askDetails: (project: string) => `${project}. Anything the team should know, like the room’s size or how many bottles? Say “nothing” to skip.`,
  review: (summary: string) => `Here is your request: ${summary}. Check it on screen. Shall I send it?`,
  sending: 'Sending your request now.',
  whatToChange: 'What should I change: your name, email, phone, project or details? You can also correct it on screen.',
  confirmOrChange: 'Say “yes” to send it, or tell me what to change. You can also press Send request.',
  missedName: 'I didn’t catch a name there. Please say your first and last name, or type them on screen.',
  missedLastName: 'I didn’t catch your family name. Please say it again, or type it on screen.',
  missedEmail: 'I didn’t catch an email address. Please say it like “john at example dot com”, or type it in the Email field.',
  missedPhone: 'I didn’t catch a phone number. Please say the digits, like “five five five, one two three, four five six seven”, or type it on screen.',
  missedProject: 'Is it for a home, a restaurant or business, a renovation, or design advice?',
  backTo: (what: string) => `Sorry about that. ${what}`,
  cancelled: 'I have stopped the request; nothing was sent. Ask me anything about your cellar.',
} as const;

const STEP_QUESTION: Record<Exclude<Step, 'review'>, string> = {
  name: AGENT_TEXT.askName,
  'last-name': 'What is your family name?',
  email: 'What email address should we use?',
  phone: 'What phone number can we reach you on?',
  project: AGENT_TEXT.missedProject,
  details: 'What should the team know about your project? Say “nothing” to skip.',
};

/** The first detail still missing, in the order the agent asks; review once all are there. */
export function nextStep(consultation: Consultation): Step {
  const { request } = consultation;
  if (!request.firstName) return 'name';
  if (!request.lastName) return 'last-name';
  if (!request.email) return 'email';
  if (!request.phone) return 'phone';
  if (!request.projectType) return 'project';
  if (!consultation.detailsAsked) return 'details';
  return 'review';
}

const PREVIOUS: Partial<Record<Step, Exclude<Step, 'review'>>> = { 'last-name': 'name', email: 'name', phone: 'email', project: 'phone', details: 'project' };
const CLEARS: Record<Exclude<Step, 'review'>, Partial<ConsultationRequest>> = {
  name: { firstName: '', lastName: '' },
  'last-name': { lastName: '' },
  email: { email: '' },
  phone: { phone: '' },
  project: { projectType: '' },
  details: { details: '' },
};

export const fullName = (request: ConsultationRequest) => [request.firstName, request.lastName].filter(Boolean).join(' ');

export function summary(request: ConsultationRequest): string {
  const parts = [fullName(request), request.email, request.phone, request.projectType ? PROJECT_TYPE_LABELS[request.projectType] : ''];
  if (request.details) parts.push(`“${request.details}”`);
  return parts.filter(Boolean).join(', ');
}

/** The question for a step, given what is already known. */
export function ask(consultation: Consultation, step: Step): string {
  const { request } = consultation;
  switch (step) {
    case 'last-name':
      return AGENT_TEXT.askLastName(request.firstName);
    case 'email':
      return AGENT_TEXT.askEmail(fullName(request));
    case 'phone':
      return AGENT_TEXT.askPhone(request.email);
    case 'project':
      return AGENT_TEXT.askProject(request.phone);
    case 'details':
      return AGENT_TEXT.askDetails(request.projectType ? PROJECT_TYPE_LABELS[request.projectType] : 'Noted');
    case 'review':
      return AGENT_TEXT.review(summary(request));
    case 'name':
      return AGENT_TEXT.askName;
  }
}

const advance = (consultation: Consultation, request: ConsultationRequest, detailsAsked = consultation.detailsAsked): Turn => {
  const next: Consultation = { step: 'review', request, detailsAsked };
  next.step = nextStep(next);
  return { consultation: next, reply: ask(next, next.step), action: null };
};

const stay = (consultation: Consultation, reply: string): Turn => ({ consultation, reply, action: null });

/** Which detail a correction names ("change my email", "the phone is wrong"). */
function namedStep(text: string): Exclude<Step, 'review'> | null {
  const said = text.toLowerCase();
  if (/\b(e-?mail|address)\b/.test(said)) return 'email';
  if (/\b(phone|number|mobile|cell)\b/.test(said)) return 'phone';
  if (/\b(project|type|home|restaurant|renovation)\b/.test(said)) return 'project';
  if (/\b(details?|note|message)\b/.test(said)) return 'details';
  if (/\b(name|spelling|spelled)\b/.test(said)) return 'name';
  return null;
}

function goBackTo(consultation: Consultation, step: Exclude<Step, 'review'>): Turn {
  const request = { ...consultation.request, ...CLEARS[step] };
  return stay({ step, request, detailsAsked: step === 'details' ? false : consultation.detailsAsked }, AGENT_TEXT.backTo(STEP_QUESTION[step]));
}

/** One thing the visitor said (spoken or typed), and what the agent does with it. */
export function respond(consultation: Consultation, utterance: string): Turn {
  const text = stripMarkup(utterance).replace(/\s+/g, ' ').trim();
  const { step, request } = consultation;

  if (step === null) {
    if (!wantsConsultation(text)) return { consultation, reply: null, action: 'expert' };
    const started: Consultation = { step: 'name', request: EMPTY_REQUEST, detailsAsked: false };
    started.step = nextStep(started);
    return stay(started, AGENT_TEXT.start);
  }
  if (isCancel(text)) return { consultation: NO_CONSULTATION, reply: AGENT_TEXT.cancelled, action: null };

  if (step === 'review') {
    const answer = yesOrNo(text);
    const named = namedStep(text);
    if (answer === 'yes' && !named) return { consultation, reply: AGENT_TEXT.sending, action: 'submit' };
    if (named) return goBackTo(consultation, named);
    if (answer === 'no') return stay(consultation, AGENT_TEXT.whatToChange);
    return stay(consultation, AGENT_TEXT.confirmOrChange);
  }

  // "No" right after the agent repeated a detail: that detail was wrong.
  const previous = PREVIOUS[step];
  if (previous && step !== 'details' && yesOrNo(text) === 'no' && text.split(' ').length <= 4) return goBackTo(consultation, previous);

  switch (step) {
    case 'name': {
      const name = readName(text);
      return name ? advance(consultation, { ...request, ...name }) : stay(consultation, AGENT_TEXT.missedName);
    }
    case 'last-name': {
      const lastName = readLastName(text);
      return lastName ? advance(consultation, { ...request, lastName }) : stay(consultation, AGENT_TEXT.missedLastName);
    }
    case 'email': {
      const email = readEmail(text);
      return email ? advance(consultation, { ...request, email }) : stay(consultation, AGENT_TEXT.missedEmail);
    }
    case 'phone': {
      const phone = readPhone(text);
      return phone ? advance(consultation, { ...request, phone }) : stay(consultation, AGENT_TEXT.missedPhone);
    }
    case 'project': {
      const projectType = readProjectType(text);
      return projectType ? advance(consultation, { ...request, projectType }) : stay(consultation, AGENT_TEXT.missedProject);
    }
    case 'details':
      return advance(consultation, { ...request, details: isNothing(text) ? '' : text.slice(0, DETAILS_MAX) }, true);
  }
}

/** What the business reads: the visitor's words, and that the request came through the voice agent. */
export function inquiryMessage(request: ConsultationRequest): string {
  const note = 'Requested through the voice agent (/voice-agent).';
  return request.details.trim() ? `${request.details.trim()}\n\n${note}` : note;
}
