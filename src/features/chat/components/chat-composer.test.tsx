import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askCapabilities, setCapabilities } from '@/lib/capabilities.ts';
import { ChatComposer } from './chat-composer.tsx';

const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

function renderComposer() {
  return render(<ChatComposer isLoading={false} error={null} onSend={() => Promise.resolve(true)} onStop={() => {}} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCapabilities(null);
});

describe('ChatComposer: voice input only where the business switched it on', () => {
  it('offers no microphone when transcription is off, so nobody records for nothing', async () => {
    const fetch = vi.fn(() => answer({ text: true, vision: true, transcription: false }));
    vi.stubGlobal('fetch', fetch);
    renderComposer();
    await act(() => askCapabilities());
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/functions\/v1\/ai-tools$/), expect.objectContaining({ method: 'GET' }));
    expect(screen.queryByRole('button', { name: 'Voice input' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('offers it once the site says transcription is on', async () => {
    vi.stubGlobal('fetch', vi.fn(() => answer({ text: false, vision: false, transcription: true })));
    renderComposer();
    expect(await screen.findByRole('button', { name: 'Voice input' })).toBeInTheDocument();
  });

  it('offers none while the answer is missing or broken', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 }))));
    renderComposer();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('button', { name: 'Voice input' })).toBeNull();
  });
});
