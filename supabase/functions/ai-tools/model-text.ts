/**
 * A short text the configured model writes beside a tool's own result (the
 * design narrative, the layout review, the search answer, a photo's reading): one system prompt
 * and one message in, the reply stripped of markup out. An empty reply or a
 * failure becomes a note, never an error, so the tool's result stands
 * without it. With no provider there is nothing to ask: each tool says so in
 * its own words before calling this.
 */
import type { ChatProvider, ContentPart } from '../_shared/ai/provider.ts';
import { ApiError } from '../_shared/errors.ts';
import { cleanText } from '../_domain/text/sanitize.ts';

export interface ModelText {
  text: string | null;
  note: string | null;
  /** The model's name when it wrote `text`. */
  by: string | null;
}

export interface ModelTextRequest {
  system: string;
  /** The message: text, or text with an image for a vision model (photo-reading.ts). */
  user: string | ContentPart[];
  maxChars: number;
  /** What the log names when the model fails, e.g. `ai-design narrative`. */
  label: string;
  emptyNote: string;
  /** The note for a failure, given the error's message. */
  failedNote: (message: string) => string;
}

export async function writeWithModel(provider: ChatProvider, request: ModelTextRequest, signal: AbortSignal): Promise<ModelText> {
  try {
    const turn = await provider.turn(
      { messages: [{ role: 'system', content: request.system }, { role: 'user', content: request.user }] },
      { signal, maxChars: request.maxChars },
    );
    const text = cleanText(turn.content);
    return text ? { text, note: null, by: provider.model } : { text: null, note: request.emptyNote, by: null };
  } catch (cause) {
    const message = cause instanceof ApiError ? cause.message : 'The AI model could not be reached.';
    console.error(`ai-tools ${request.label} failed:`, cause);
    return { text: null, note: request.failedNote(message), by: null };
  }
}
