import { useCallback, useEffect, useReducer, useRef } from 'react';
import { stripMarkup } from '@domain/text/sanitize.ts';
import { streamChat, type ChatSource } from '@/lib/assistant-client.ts';
import { functionCode } from '@/lib/errors.ts';
import { createRateLimiter } from '@/lib/rate-limiter.ts';
import { notify } from '@/lib/notify.ts';
import { useAuth } from '@/lib/auth.tsx';
import { CONVERSATION_KEY_PREFIX } from '@/lib/conversations.ts';
import { CHAT_LIMITS, CHAT_TEXT } from './chat-messages.ts';
import { loadConversation, saveConversation } from './conversation-store.ts';

/** docs/product-spec.md §3 chat message, plus what the assistant drew on. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  sources?: ChatSource[];
  /** True while the reply is still streaming. */
  streaming?: boolean;
  /** True when the visitor stopped the reply part-way. */
  stopped?: boolean;
  /** Where the reply came from, on a surface that says so (the voice agent: its own engine, the built-in expert or a model). */
  by?: string;
}

/** docs/product-spec.md §3 chat state. */
export interface ChatState {
  messages: ChatMessage[];
  isLoading: boolean;
  error: string | null;
}

type Action =
  | { type: 'send'; user: ChatMessage; assistantId: string }
  | { type: 'delta'; id: string; text: string }
  | { type: 'done'; id: string; content: string; sources: ChatSource[]; stopped: boolean }
  | { type: 'fail'; id: string; error: string | null }
  | { type: 'error'; error: string }
  | { type: 'clear' };

export const EMPTY_CHAT: ChatState = { messages: [], isLoading: false, error: null };

export function chatReducer(state: ChatState, action: Action): ChatState {
  switch (action.type) {
    case 'send':
      return {
        messages: [...state.messages, action.user, { id: action.assistantId, role: 'assistant', content: '', timestamp: action.user.timestamp, streaming: true }],
        isLoading: true,
        error: null,
      };
    case 'delta':
      return {
        ...state,
        messages: state.messages.map((message) => (message.id === action.id ? { ...message, content: message.content + action.text } : message)),
      };
    case 'done':
      return {
        ...state,
        isLoading: false,
        messages: state.messages.map((message) =>
          message.id === action.id
            ? { ...message, content: action.content, sources: action.sources, streaming: false, stopped: action.stopped, timestamp: new Date() }
            : message,
        ),
      };
    case 'fail':
      // The empty assistant bubble goes; whatever did arrive before the failure stays.
      return {
        isLoading: false,
        error: action.error,
        messages: state.messages
          .filter((message) => message.id !== action.id || message.content.trim() !== '')
          .map((message) => (message.id === action.id ? { ...message, streaming: false, stopped: true } : message)),
      };
    case 'error':
      return { ...state, error: action.error };
    case 'clear':
      return EMPTY_CHAT;
  }
}

export const CHAT_STORAGE_KEY = CONVERSATION_KEY_PREFIX;

const restore = (storageKey: string): ChatState => ({ messages: loadConversation(storageKey), isLoading: false, error: null });

const newId = () => crypto.randomUUID();

export type Validation = { ok: true; content: string } | { ok: false; message: string };

/** docs/product-spec.md §5: markup stripped; not empty or whitespace-only; at most 4000 characters. */
export function validateChatMessage(input: string): Validation {
  const content = stripMarkup(input).trim();
  if (content === '') return { ok: false, message: CHAT_TEXT.empty };
  if (content.length > CHAT_LIMITS.maxLength) return { ok: false, message: CHAT_TEXT.tooLong };
  return { ok: true, content };
}

/** The server takes at most 50 messages and 120,000 characters; long conversations send their most recent part. */
export const HISTORY_LIMITS = { messages: 50, characters: 100_000 } as const;

export function recentHistory(messages: ChatMessage[]): Array<{ role: ChatMessage['role']; content: string }> {
  const kept: Array<{ role: ChatMessage['role']; content: string }> = [];
  let characters = 0;
  for (let index = messages.length - 1; index >= 0 && kept.length < HISTORY_LIMITS.messages; index -= 1) {
    const message = messages[index];
    if (!message || message.content.trim() === '') continue;
    characters += message.content.length;
    if (characters > HISTORY_LIMITS.characters && kept.length > 0) break;
    kept.unshift({ role: message.role, content: message.content });
  }
  // A conversation sent to the model starts with the visitor's words.
  while (kept.length > 1 && kept[0]?.role !== 'user') kept.shift();
  return kept;
}

/** docs/product-spec.md §8: what the visitor is told for a failed request, chosen by the function's error code. */
export function describeFailure(error: unknown): { toast: string; banner: string } {
  const code = functionCode(error);
  if (code === 'rate_limited') return { toast: CHAT_TEXT.server429, banner: CHAT_TEXT.server429 };
  if (code === 'payment_required') return { toast: CHAT_TEXT.server402, banner: CHAT_TEXT.server402 };
  return { toast: CHAT_TEXT.failedToast, banner: CHAT_TEXT.failedBanner };
}

/**
 * The one owner of a conversation (docs/product-spec.md §4): idle → sending → idle, with
 * errors, Stop and Clear. Each surface (overlay, /voice-ai) keeps its own
 * conversation on this device under its own key (conversation-store.ts).
 */
export function useChat(storageKey = CHAT_STORAGE_KEY) {
  const [state, dispatch] = useReducer(chatReducer, storageKey, restore);
  const limiter = useRef(createRateLimiter(CHAT_LIMITS.messagesPerWindow, CHAT_LIMITS.windowMs));
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(state);
  latest.current = state;

  // Kept when a message is added and when a reply ends, not on every piece of a streaming reply.
  const { messages, isLoading } = state;
  const count = messages.length;
  useEffect(() => {
    saveConversation(storageKey, latest.current.messages);
  }, [count, isLoading, storageKey]);

  // Signing out forgets the conversation (on a shared computer, the next person should not read it).
  const { user } = useAuth();
  const signedInAs = useRef(user?.id ?? null);
  useEffect(() => {
    const previous = signedInAs.current;
    signedInAs.current = user?.id ?? null;
    if (previous !== null && user === null) {
      controller.current?.abort();
      dispatch({ type: 'clear' });
    }
  }, [user]);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(async (input: string): Promise<boolean> => {
    if (latest.current.isLoading) return false;
    const check = validateChatMessage(input);
    if (!check.ok) {
      void notify.error(check.message);
      return false;
    }
    if (!limiter.current.tryAcquire()) {
      dispatch({ type: 'error', error: CHAT_TEXT.rateBanner });
      void notify.error(CHAT_TEXT.rateToast);
      return false;
    }
    const user: ChatMessage = { id: newId(), role: 'user', content: check.content, timestamp: new Date() };
    const assistantId = newId();
    const history = recentHistory([...latest.current.messages, user]);
    dispatch({ type: 'send', user, assistantId });

    const abort = new AbortController();
    controller.current = abort;
    let received = '';
    try {
      const reply = await streamChat(history, {
        signal: abort.signal,
        onDelta: (text) => {
          received += text;
          dispatch({ type: 'delta', id: assistantId, text });
        },
      });
      const content = reply.content.trim() === '' ? CHAT_TEXT.fallbackReply : reply.content;
      dispatch({ type: 'done', id: assistantId, content, sources: reply.sources, stopped: false });
    } catch (error) {
      if (abort.signal.aborted) {
        // Stop keeps the partial reply as it is.
        if (received.trim() === '') dispatch({ type: 'fail', id: assistantId, error: null });
        else dispatch({ type: 'done', id: assistantId, content: received, sources: [], stopped: true });
      } else {
        console.error('[chat] request failed', error);
        const { toast, banner } = describeFailure(error);
        dispatch({ type: 'fail', id: assistantId, error: banner });
        void notify.error(toast);
      }
    } finally {
      if (controller.current === abort) controller.current = null;
    }
    return true;
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);

  const clear = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: 'clear' });
  }, []);

  return { ...state, send, stop, clear };
}
