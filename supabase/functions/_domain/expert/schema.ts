/**
 * What `ai-chat` accepts (docs/assistant.md): the whole conversation, the
 * new user message last. Markup is stripped on the server as in the browser
 * (docs/product-spec.md §5), and the spec's limits and messages apply to what the visitor
 * wrote. Assistant turns may be longer: they are the assistant's own earlier
 * answers, which the function caps when it writes them.
 */
import { z } from 'zod';
import { cleanText } from '../text/sanitize.ts';

export const CHAT_LIMITS = {
  /** docs/product-spec.md §5 / §9. */
  userMessageMax: 4000,
  /** Above the longest answer the function sends (ANSWER_MAX_CHARS), so a conversation can always be sent back. */
  assistantMessageMax: 16_000,
  maxMessages: 50,
  maxTotalChars: 120_000,
  /** The raw body, checked before parsing. */
  maxBodyBytes: 512 * 1024,
} as const;

/** The longest answer ai-chat writes (provider answers are cut there). */
export const ANSWER_MAX_CHARS = 12_000;

export const CHAT_MESSAGES = {
  empty: 'Message cannot be empty',
  tooLong: `Message is too long (max ${CHAT_LIMITS.userMessageMax} characters)`,
  assistantTooLong: `Assistant message is too long (max ${CHAT_LIMITS.assistantMessageMax} characters)`,
  role: 'Role must be "user" or "assistant"',
  noMessages: 'Send at least one message',
  tooMany: `Send at most ${CHAT_LIMITS.maxMessages} messages; keep the most recent ones`,
  tooLarge: `The conversation is too long (max ${CHAT_LIMITS.maxTotalChars} characters); start a new chat`,
  lastNotUser: 'The last message must be from the user',
} as const;

const messageSchema = z
  .object({
    role: z.enum(['user', 'assistant'], { error: CHAT_MESSAGES.role }),
    content: z.string({ error: 'Content must be text' }).transform(cleanText),
  })
  .superRefine((message, ctx) => {
    if (message.content === '') {
      ctx.addIssue({ code: 'custom', path: ['content'], message: CHAT_MESSAGES.empty });
    } else if (message.role === 'user' && message.content.length > CHAT_LIMITS.userMessageMax) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: CHAT_MESSAGES.tooLong });
    } else if (message.role === 'assistant' && message.content.length > CHAT_LIMITS.assistantMessageMax) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: CHAT_MESSAGES.assistantTooLong });
    }
  });

export const chatRequestSchema = z
  .object({
    messages: z
      .array(messageSchema, { error: 'Messages must be a list of { role, content }' })
      .min(1, { error: CHAT_MESSAGES.noMessages })
      .max(CHAT_LIMITS.maxMessages, { error: CHAT_MESSAGES.tooMany }),
    stream: z.boolean({ error: 'Stream must be true or false' }).optional(),
  })
  .superRefine((request, ctx) => {
    const last = request.messages[request.messages.length - 1];
    if (last && last.role !== 'user') {
      ctx.addIssue({ code: 'custom', path: ['messages', request.messages.length - 1, 'role'], message: CHAT_MESSAGES.lastNotUser });
    }
    const total = request.messages.reduce((sum, message) => sum + message.content.length, 0);
    if (total > CHAT_LIMITS.maxTotalChars) ctx.addIssue({ code: 'custom', path: ['messages'], message: CHAT_MESSAGES.tooLarge });
  });

export type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatTurn = ChatRequest['messages'][number];
