/**
 * The languages of /multilingual, declared once: the expert's five, and the
 * codes an inquiry may be marked with (English being the default, unmarked).
 * The inquiries table's check constraint is held to INQUIRY_LANGUAGES by a test.
 */
export const EXPERT_LANGUAGES = ['es', 'fr', 'de', 'it', 'zh'] as const;
export type ExpertLanguage = (typeof EXPERT_LANGUAGES)[number];

export const INQUIRY_LANGUAGES = ['en', ...EXPERT_LANGUAGES] as const;
export type InquiryLanguage = (typeof INQUIRY_LANGUAGES)[number];

export interface LanguageName {
  /** The language's own name, shown in the picker. */
  native: string;
  /** Its English name, for the admin inbox and English messages. */
  english: string;
  /** The BCP 47 tag of translated blocks (`lang` attribute). */
  tag: string;
}

export const LANGUAGE_NAMES: Record<InquiryLanguage, LanguageName> = {
  en: { native: 'English', english: 'English', tag: 'en' },
  es: { native: 'Español', english: 'Spanish', tag: 'es' },
  fr: { native: 'Français', english: 'French', tag: 'fr' },
  de: { native: 'Deutsch', english: 'German', tag: 'de' },
  it: { native: 'Italiano', english: 'Italian', tag: 'it' },
  zh: { native: '简体中文', english: 'Chinese (Simplified)', tag: 'zh-Hans' },
};

export const isExpertLanguage = (value: unknown): value is ExpertLanguage => typeof value === 'string' && (EXPERT_LANGUAGES as readonly string[]).includes(value);
