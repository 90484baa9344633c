/**
 * What the chat does with a message, through the hook the overlay and the
 * voice pages use: what it refuses and says, what it sends, how many it
 * allows a minute, and which words a server failure shows. The server and
 * the toasts are stand-ins; the browser suite keeps one failure end to end
 * (tests/e2e/chat.spec.ts) and the real stream (the fake provider).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatError, type ChatTurn } from '@/lib/assistant-client.ts';
import { CHAT_LIMITS, CHAT_TEXT } from './chat-messages.ts';

const streamChat = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));

vi.mock('@/lib/assistant-client.ts', async (original) => ({ ...(await original<typeof import('@/lib/assistant-client.ts')>()), streamChat }));
vi.mock('@/lib/notify.ts', () => ({ notify }));

const { useChat } = await import('./use-chat.ts');

/** The server answers every question with its own words. */
function answering() {
  streamChat.mockImplementation(async (messages: ChatTurn[], options: { onDelta?: (text: string) => void }) => {
    const content = `About: ${messages.at(-1)?.content ?? ''}`;
    options.onDelta?.(content);
    return { content, sources: [] };
  });
}

beforeEach(() => {
  streamChat.mockReset();
  for (const fn of Object.values(notify)) fn.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('useChat: sending', () => {
  it('refuses empty, markup-only and over-long messages with their toasts, sending nothing and adding nothing', async () => {
    answering();
    const { result } = renderHook(() => useChat('test-chat'));
    for (const [input, message] of [
      ['   ', CHAT_TEXT.empty],
      ['<b></b><script>alert(1)</script>', CHAT_TEXT.empty],
      ['a'.repeat(CHAT_LIMITS.maxLength + 1), CHAT_TEXT.tooLong],
    ] as const) {
      let sent = true;
      await act(async () => {
        sent = await result.current.send(input);
      });
      expect(sent, input.slice(0, 20)).toBe(false);
      expect(notify.error).toHaveBeenLastCalledWith(message);
    }
    expect(streamChat).not.toHaveBeenCalled();
    expect(result.current.messages).toEqual([]);
  });

  it('strips markup before sending: the server and the conversation get the plain text', async () => {
    answering();
    const { result } = renderHook(() => useChat('test-chat'));
    await act(async () => {
      await result.current.send('What <b>humidity</b> is ideal?<img src=x onerror=alert(1)>');
    });
    expect(streamChat.mock.calls[0]?.[0]).toEqual([{ role: 'user', content: 'What humidity is ideal?' }]);
    expect(result.current.messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'What humidity is ideal?'],
      ['assistant', 'About: What humidity is ideal?'],
    ]);
  });

  it(`allows ${CHAT_LIMITS.messagesPerWindow} messages a minute; the next shows the banner and the toast and is not sent`, async () => {
    answering();
    const { result } = renderHook(() => useChat('test-chat'));
    for (let index = 1; index <= CHAT_LIMITS.messagesPerWindow; index += 1) {
      await act(async () => {
        await result.current.send(`Question ${index}: how cold should a cellar be?`);
      });
    }
    expect(result.current.error).toBeNull();
    await act(async () => {
      await result.current.send('One more question');
    });
    expect(result.current.error).toBe(CHAT_TEXT.rateBanner);
    expect(notify.error).toHaveBeenLastCalledWith(CHAT_TEXT.rateToast);
    expect(streamChat).toHaveBeenCalledTimes(CHAT_LIMITS.messagesPerWindow);
    expect(result.current.messages.filter((message) => message.role === 'user')).toHaveLength(CHAT_LIMITS.messagesPerWindow);
  });
});

describe('useChat: a server that refuses', () => {
  // The client reads the contract's code, never the text (the message here names no status).
  it.each([
    [429, 'rate_limited', CHAT_TEXT.server429, CHAT_TEXT.server429],
    [402, 'payment_required', CHAT_TEXT.server402, CHAT_TEXT.server402],
    [500, 'internal_error', CHAT_TEXT.failedToast, CHAT_TEXT.failedBanner],
  ] as const)('a %i (%s) shows the spec’s toast and banner, keeps the question and drops the empty reply', async (status, code, toast, banner) => {
    streamChat.mockRejectedValue(new ChatError('The service could not answer.', status, code));
    const { result } = renderHook(() => useChat('test-chat'));
    await act(async () => {
      await result.current.send('Hello?');
    });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(notify.error).toHaveBeenLastCalledWith(toast);
    expect(result.current.error).toBe(banner);
    expect(result.current.messages.map((message) => message.role)).toEqual(['user']);
  });
});
