/** What every reader answers: the text, or a refusal with the reason in words. */
export type ReadFailure = 'refused' | 'unavailable' | 'password-needed' | 'password-wrong' | 'damaged' | 'no-text';

export type ReadOutcome =
  | { ok: true; text: string; note: string | null }
  | { ok: false; failure: ReadFailure; message: string };

/** Progress of a reader: how far through (0–1) and what it is doing, in words. */
export type OnProgress = (fraction: number, stage: string) => void;

/** Fewer letters than this and a document is taken to have no text (a scan, an empty page). */
export const MIN_LETTERS = 8;
export const hasText = (text: string) => (text.match(/[a-z]/gi)?.length ?? 0) >= MIN_LETTERS;
