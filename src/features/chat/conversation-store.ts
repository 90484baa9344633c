/**
 * A conversation kept on this device (localStorage): it survives a reload,
 * another tab and a closed browser, for 30 days after its last message.
 * Clear chat and signing out forget it (src/lib/conversations.ts). A reply
 * still arriving is kept as far as it got, marked stopped; an empty one is
 * not kept, so a reload in the middle of an answer keeps the question.
 */
import type { ChatMessage } from './use-chat.ts';

export const KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Stored {
  savedAt: string;
  messages: Array<Omit<ChatMessage, 'timestamp'> & { timestamp: string }>;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function saveConversation(key: string, messages: readonly ChatMessage[], now = new Date()): void {
  const store = storage();
  if (!store) return;
  const kept = messages
    .filter((message) => message.content.trim() !== '')
    .map(({ streaming, ...message }) => ({ ...message, ...(streaming ? { stopped: true } : {}), timestamp: message.timestamp.toISOString() }));
  try {
    if (kept.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify({ savedAt: now.toISOString(), messages: kept } satisfies Stored));
  } catch {
    // Storage full or disabled: the conversation simply won't survive a reload.
  }
}

export function loadConversation(key: string, now = new Date()): ChatMessage[] {
  const store = storage();
  if (!store) return [];
  try {
    const raw = store.getItem(key);
    if (!raw) return [];
    const stored = JSON.parse(raw) as Partial<Stored>;
    const savedAt = Date.parse(stored.savedAt ?? '');
    if (!Array.isArray(stored.messages) || !Number.isFinite(savedAt) || now.getTime() - savedAt > KEEP_DAYS * DAY_MS) {
      store.removeItem(key);
      return [];
    }
    return stored.messages
      .filter((message) => (message.role === 'user' || message.role === 'assistant') && typeof message.content === 'string' && message.content !== '')
      .map((message) => ({ ...message, streaming: false, timestamp: new Date(message.timestamp) }));
  } catch {
    return [];
  }
}
