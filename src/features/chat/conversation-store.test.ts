import { describe, expect, it } from 'vitest';
import { forgetConversations } from '@/lib/conversations.ts';
import { KEEP_DAYS, loadConversation, saveConversation } from './conversation-store.ts';
import { CHAT_STORAGE_KEY, type ChatMessage } from './use-chat.ts';

const at = new Date('2026-11-30T10:00:00Z');
const question: ChatMessage = { id: 'u1', role: 'user', content: 'What size unit for 12 × 10 × 9 ft?', timestamp: at };
const answer: ChatMessage = { id: 'a1', role: 'assistant', content: 'About 2,300 BTU/h…', timestamp: at, sources: [] };

describe('the conversation kept on this device', () => {
  it('comes back after a reload, in another tab or a new browser session (localStorage, not the tab’s session)', () => {
    saveConversation(CHAT_STORAGE_KEY, [question, answer], at);
    expect(sessionStorage.length).toBe(0);
    expect(loadConversation(CHAT_STORAGE_KEY, at).map((message) => message.content)).toEqual([question.content, answer.content]);
    expect(loadConversation(CHAT_STORAGE_KEY, at)[0]?.timestamp).toEqual(at);
  });

  it('keeps the question when the page is left mid-answer: a partial reply is kept as stopped, an empty one not at all', () => {
    saveConversation(CHAT_STORAGE_KEY, [question, { ...answer, content: '', streaming: true }], at);
    expect(loadConversation(CHAT_STORAGE_KEY, at).map((message) => message.role)).toEqual(['user']);
    saveConversation(CHAT_STORAGE_KEY, [question, { ...answer, content: 'About 2,3', streaming: true }], at);
    expect(loadConversation(CHAT_STORAGE_KEY, at).at(-1)).toMatchObject({ content: 'About 2,3', stopped: true, streaming: false });
  });

  it(`is forgotten ${KEEP_DAYS} days after its last message, when cleared, and on signing out`, () => {
    saveConversation(CHAT_STORAGE_KEY, [question, answer], at);
    const later = new Date(at.getTime() + (KEEP_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(loadConversation(CHAT_STORAGE_KEY, later)).toEqual([]);
    expect(localStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();

    saveConversation(CHAT_STORAGE_KEY, [question, answer], at);
    saveConversation(CHAT_STORAGE_KEY, [], at);
    expect(localStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();

    saveConversation(CHAT_STORAGE_KEY, [question, answer], at);
    saveConversation(`${CHAT_STORAGE_KEY}:voice-ai`, [question], at);
    localStorage.setItem('winecellargpt:quote-draft', '{}');
    forgetConversations();
    expect(Object.keys(localStorage)).toEqual(['winecellargpt:quote-draft']);
  });

  it('reads nothing from a damaged entry', () => {
    localStorage.setItem(CHAT_STORAGE_KEY, '{not json');
    expect(loadConversation(CHAT_STORAGE_KEY, at)).toEqual([]);
    localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify([{ role: 'user', content: 'old shape' }]));
    expect(loadConversation(CHAT_STORAGE_KEY, at)).toEqual([]);
  });
});
