import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_TEXT } from '@domain/voice/dialogue.ts';
import { ANSWERED_BY } from '../messages.ts';
import { useVoiceAgent } from './use-voice-agent.ts';

const streamChat = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/assistant-client.ts', () => ({ streamChat }));
vi.mock('@/lib/notify.ts', () => ({ notify }));
vi.mock('@/lib/voice.ts', async (original) => ({ ...(await original<typeof import('@/lib/voice.ts')>()), transcriptionAvailable: () => Promise.resolve(false) }));

describe('useVoiceAgent', () => {
  beforeEach(() => {
    streamChat.mockReset();
    localStorage.clear();
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
    vi.stubGlobal('AudioContext', class {});
  });

  it('says when voice is not set up; the expert answers typed questions, marked by where the answer came from', async () => {
    streamChat.mockImplementation(async (_history, { onDelta }) => {
      onDelta('Keep it at 55°F and 60–70% humidity.');
      return { content: 'Keep it at 55°F and 60–70% humidity.', sources: [], mode: 'offline' };
    });
    const { result } = renderHook(() => useVoiceAgent());
    await waitFor(() => expect(result.current.voice).toBe('unavailable'));
    await act(() => result.current.hear('What humidity should my cellar be?'));
    expect(result.current.messages.map((message) => [message.role, message.content, message.by])).toEqual([
      ['user', 'What humidity should my cellar be?', undefined],
      ['assistant', 'Keep it at 55°F and 60–70% humidity.', ANSWERED_BY.builtIn],
    ]);
  });

  it('keeps the request’s turns (name, email) out of what the expert is sent', async () => {
    streamChat.mockResolvedValue({ content: 'About two weeks.', sources: [], mode: 'provider' });
    const { result } = renderHook(() => useVoiceAgent());
    for (const said of ['I would like to book a consultation', 'My name is John Smith', 'john at example dot com']) await act(() => result.current.hear(said));
    expect(result.current.consultation.consultation.request.email).toBe('john@example.com');
    expect(result.current.messages.at(-1)).toMatchObject({ content: AGENT_TEXT.askPhone('john@example.com'), by: ANSWERED_BY.agent });
    expect(streamChat).not.toHaveBeenCalled();

    await act(() => result.current.hear('cancel'));
    await act(() => result.current.hear('How long does construction take?'));
    const [history] = streamChat.mock.calls[0] ?? [];
    expect(history).toEqual([{ role: 'user', content: 'How long does construction take?' }]);
    expect(result.current.messages.at(-1)?.by).toBe(ANSWERED_BY.model);
  });

  it('refuses empty input with the chat’s message', async () => {
    const { result } = renderHook(() => useVoiceAgent());
    expect(await act(() => result.current.hear('  <b></b> '))).toBe(false);
    expect(result.current.error).toBe('Message cannot be empty');
    expect(result.current.messages).toEqual([]);
  });
});
