import { describe, expect, it } from 'vitest';
import { CHAT_TEXT } from './chat-messages.ts';
import { ChatError } from '@/lib/assistant-client.ts';
import { ERROR_CODES, type ApiErrorCode } from '@shared/error-codes.ts';
import { chatReducer, describeFailure, EMPTY_CHAT, HISTORY_LIMITS, recentHistory, validateChatMessage, type ChatMessage } from './use-chat.ts';

const message = (role: ChatMessage['role'], content: string): ChatMessage => ({ id: crypto.randomUUID(), role, content, timestamp: new Date(0) });

describe('validateChatMessage (SPEC §5)', () => {
  it('rejects empty, whitespace-only and markup-only input', () => {
    for (const input of ['', '   \n ', '<b></b>', '<script>alert(1)</script>']) {
      expect(validateChatMessage(input)).toEqual({ ok: false, message: CHAT_TEXT.empty });
    }
  });

  it('rejects more than 4000 characters and accepts exactly 4000', () => {
    expect(validateChatMessage('a'.repeat(4001))).toEqual({ ok: false, message: CHAT_TEXT.tooLong });
    expect(validateChatMessage('a'.repeat(4000))).toEqual({ ok: true, content: 'a'.repeat(4000) });
  });

  it('strips markup before sending', () => {
    expect(validateChatMessage(' Is <b>55°F</b> right? ')).toEqual({ ok: true, content: 'Is 55°F right?' });
  });
});

describe('describeFailure (SPEC §8)', () => {
  const generic = { toast: CHAT_TEXT.failedToast, banner: CHAT_TEXT.failedBanner };
  const expected: Record<ApiErrorCode, { toast: string; banner: string }> = {
    rate_limited: { toast: CHAT_TEXT.server429, banner: CHAT_TEXT.server429 },
    payment_required: { toast: CHAT_TEXT.server402, banner: CHAT_TEXT.server402 },
    invalid_request: generic,
    method_not_allowed: generic,
    unauthorized: generic,
    forbidden: generic,
    payload_too_large: generic,
    conflict: generic,
    not_configured: generic,
    invalid_audio: generic,
    audio_too_long: generic,
    upstream_error: generic,
    upstream_timeout: generic,
    internal_error: generic,
  };

  it.each(ERROR_CODES.map((code) => [code]))('maps %s to its spec message', (code) => {
    expect(describeFailure(new ChatError('Something', 400, code))).toEqual(expected[code]);
  });

  it('chooses by code, never by the text: a number in a message changes nothing', () => {
    expect(describeFailure(new ChatError('Upstream said 429', 502, 'upstream_error'))).toEqual(generic);
    expect(describeFailure(new Error('Edge function returned 429'))).toEqual(generic);
    expect(describeFailure(new TypeError('Failed to fetch'))).toEqual(generic);
  });
});

describe('chatReducer (SPEC §4)', () => {
  it('goes idle → sending → idle and clears back to the initial state', () => {
    const user = message('user', 'Hi');
    let state = chatReducer(EMPTY_CHAT, { type: 'send', user, assistantId: 'a1' });
    expect(state.isLoading).toBe(true);
    state = chatReducer(state, { type: 'delta', id: 'a1', text: 'Hel' });
    state = chatReducer(state, { type: 'delta', id: 'a1', text: 'lo' });
    state = chatReducer(state, { type: 'done', id: 'a1', content: 'Hello', sources: [], stopped: false });
    expect(state).toMatchObject({ isLoading: false, error: null });
    expect(state.messages.map((entry) => entry.content)).toEqual(['Hi', 'Hello']);
    expect(chatReducer(state, { type: 'clear' })).toEqual(EMPTY_CHAT);
  });

  it('on failure returns to idle with the error, dropping an empty reply but keeping a partial one', () => {
    const sending = chatReducer(EMPTY_CHAT, { type: 'send', user: message('user', 'Hi'), assistantId: 'a1' });
    const failed = chatReducer(sending, { type: 'fail', id: 'a1', error: CHAT_TEXT.failedBanner });
    expect(failed).toMatchObject({ isLoading: false, error: CHAT_TEXT.failedBanner });
    expect(failed.messages).toHaveLength(1);
    const partial = chatReducer(chatReducer(sending, { type: 'delta', id: 'a1', text: 'Part' }), { type: 'fail', id: 'a1', error: 'x' });
    expect(partial.messages.at(-1)).toMatchObject({ content: 'Part', stopped: true, streaming: false });
  });
});

describe('recentHistory', () => {
  it('sends at most the most recent 50 messages, starting with the visitor', () => {
    const long = Array.from({ length: 61 }, (_, index) => message(index % 2 === 0 ? 'user' : 'assistant', `m${index}`));
    const sent = recentHistory(long);
    expect(sent.length).toBeLessThanOrEqual(HISTORY_LIMITS.messages);
    expect(sent[0]?.role).toBe('user');
    expect(sent.at(-1)?.content).toBe('m60');
  });

  it('keeps the total size under the server cap', () => {
    const big = Array.from({ length: 40 }, (_, index) => message(index % 2 === 0 ? 'user' : 'assistant', 'x'.repeat(3999)));
    const total = recentHistory(big).reduce((sum, entry) => sum + entry.content.length, 0);
    expect(total).toBeLessThanOrEqual(HISTORY_LIMITS.characters);
  });
});
