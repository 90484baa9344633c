/**
 * What the business has switched on that needs a model, as the browser asks
 * for it (`GET /functions/v1/ai-tools`): yes or no for each, never a model's
 * name, an address or a key. A page offers a button that needs one of them
 * only when it is on; the business's own pages say plainly what is off.
 */
export interface Capabilities {
  /** A text model (AI_BASE_URL and AI_MODEL): prose, answers in other languages, narratives. */
  text: boolean;
  /** That model also reads photos (on with the text model unless AI_VISION=off). */
  vision: boolean;
  /** Speech to text for voice input (TRANSCRIBE_* or the text model's endpoint). */
  transcription: boolean;
}

/** What a page assumes until the answer arrives, or when it cannot be had: nothing on, so nothing is offered that would fail. */
export const NOTHING_ON: Capabilities = { text: false, vision: false, transcription: false };

/** Reads an answer defensively: anything but `true` is off. */
export const readCapabilities = (body: unknown): Capabilities => {
  const value = (body ?? {}) as Partial<Record<keyof Capabilities, unknown>>;
  return { text: value.text === true, vision: value.vision === true, transcription: value.transcription === true };
};
