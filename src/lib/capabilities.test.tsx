import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askCapabilities, setCapabilities, useCapabilities } from './capabilities.ts';

const ok = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
const broken = () => Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 }));

function Shows({ name }: { name: string }) {
  const { text, known } = useCapabilities();
  return <p data-testid={name}>{known ? (text ? 'text on' : 'text off') : 'not known yet'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setCapabilities(null);
});

describe('what the business has switched on, asked once per visit', () => {
  it('counts everything as off until the answer comes, then every part that asks shows it, from one request', async () => {
    const fetch = vi.fn(() => ok({ text: true, vision: false, transcription: false }));
    vi.stubGlobal('fetch', fetch);
    render(
      <>
        <Shows name="narrative" />
        <Shows name="answer" />
      </>,
    );
    expect(screen.getByTestId('narrative')).toHaveTextContent('not known yet');
    await act(() => askCapabilities());
    expect(screen.getByTestId('narrative')).toHaveTextContent('text on');
    expect(screen.getByTestId('answer')).toHaveTextContent('text on');
    expect(fetch).toHaveBeenCalledTimes(1);
    // A page opened later in the visit asks nobody.
    render(<Shows name="later" />);
    expect(screen.getByTestId('later')).toHaveTextContent('text on');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries once more after a failure, and stays off (saying so in the console) when that fails too', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn().mockImplementationOnce(broken).mockImplementationOnce(() => ok({ text: false, vision: true, transcription: true }));
    vi.stubGlobal('fetch', fetch);
    const first = askCapabilities();
    await vi.advanceTimersByTimeAsync(1000);
    await first;
    expect(fetch).toHaveBeenCalledTimes(2);
    render(<Shows name="after-retry" />);
    expect(screen.getByTestId('after-retry')).toHaveTextContent('text off');

    setCapabilities(null);
    fetch.mockReset().mockImplementation(broken);
    const second = askCapabilities();
    await vi.advanceTimersByTimeAsync(1000);
    await second;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('everything counts as off'), expect.anything());
    warn.mockRestore();
  });

  it('asks again once the answer is half an hour old', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() => ok({ text: false, vision: false, transcription: false }));
    vi.stubGlobal('fetch', fetch);
    await askCapabilities();
    await askCapabilities();
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    await askCapabilities();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
