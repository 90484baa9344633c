import type { MESSAGES, ProjectType } from '@domain/inquiry/rules.ts';
import type { InquiryLanguage } from '@domain/multilingual/languages.ts';
import type { InquiryMessages } from '@/lib/inquiry-submission.ts';

/**
 * Every string of the expert, in one language. `{name}`,
 * `{max}`, `{length}` and `{model}` are filled in with `fill`.
 */
export interface ExpertStrings {
  language: InquiryLanguage;
  picker: { legend: string; auto: string; hint: string };
  ask: { title: string; label: string; hint: string; placeholder: string; submit: string; examples: string; suggestions: readonly string[] };
  loading: { detect: string; cards: string; failed: string; retry: string };
  problems: { empty: string; tooShort: string; tooLong: string; unsure: string; unsupported: string };
  answer: {
    title: string;
    empty: string;
    fromCards: string;
    source: string;
    basis: string;
    detected: string;
    switched: string;
    english: string;
    englishAssistant: string;
    noMatchTitle: string;
    noMatch: string;
    quoteLink: string;
  };
  model: { ask: string; busy: string; from: string; noModel: string; failed: string; empty: string; rateLimited: string };
  parts: { cards: string; model: string };
}

/** The quote request's strings: the English ones load with the form, a language's with its screens. */
export interface QuoteStrings {
  title: string;
  intro: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectType: string;
  choose: string;
  projectTypes: Record<ProjectType, string>;
  message: string;
  messageHint: string;
  submit: string;
  sent: string;
  restored: string;
  required: string;
  errors: Record<keyof typeof MESSAGES, string>;
  toasts: InquiryMessages;
}

/** A language's whole set: its screens and its quote request. */
export interface UiStrings extends ExpertStrings {
  quote: QuoteStrings;
}

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
