import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '@domain/business.ts';
import { fetchSpotsLeft, showSpotsLeft, spotsBadgeText } from './spots-left.ts';

describe('the landing badge’s words', () => {
  it('is the spec’s text at three spots left, and while the count is unknown', () => {
    expect(spotsBadgeText(3)).toBe('Only 3 Spots Left This Quarter');
    expect(spotsBadgeText(null)).toBe(business.offer.scarcityBadge);
    expect(spotsBadgeText(3)).toBe(business.offer.scarcityBadge);
  });

  it('counts down to one, says fully booked at none, and drops “Only” above three', () => {
    expect(spotsBadgeText(2)).toBe('Only 2 Spots Left This Quarter');
    expect(spotsBadgeText(1)).toBe('Only 1 Spot Left This Quarter');
    expect(spotsBadgeText(0)).toBe('Fully Booked This Quarter');
    expect(spotsBadgeText(5)).toBe('5 Spots Left This Quarter');
  });
});

describe('reading the count', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (body: unknown, status = 200) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));

  it('is the capacity less the projects booked, never below zero', async () => {
    answer(1);
    expect(await fetchSpotsLeft()).toBe(2);
    answer(7);
    expect(await fetchSpotsLeft()).toBe(0);
  });

  it('keeps the spec’s text (null) on an error, a refusal or an answer that is not a count', async () => {
    answer({ message: 'nope' }, 500);
    expect(await fetchSpotsLeft()).toBeNull();
    answer('2');
    expect(await fetchSpotsLeft()).toBeNull();
    answer(-1);
    expect(await fetchSpotsLeft()).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await fetchSpotsLeft()).toBeNull();
  });

  it('asks the public function with the anon key only', async () => {
    const fetchMock = vi.fn(async () => new Response('0'));
    vi.stubGlobal('fetch', fetchMock);
    await fetchSpotsLeft();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/rest\/v1\/rpc\/projects_booked_this_quarter$/);
    expect(init.headers).not.toHaveProperty('authorization');
  });
});

describe('the badge on the page', () => {
  it('writes the count into the prerendered badge once it arrives, and into nothing else', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('2')));
    const root = document.createElement('div');
    root.innerHTML = '<p><span class="dot"></span><span data-spots-badge="">Only 3 Spots Left This Quarter</span></p><p>Only 3 Spots Left This Quarter</p>';
    const stop = showSpotsLeft(root);
    await vi.waitFor(() => expect(root.querySelector('[data-spots-badge]')?.textContent).toBe('Only 1 Spot Left This Quarter'));
    expect(root.querySelectorAll('p')[1]?.textContent).toBe('Only 3 Spots Left This Quarter');
    stop();
    vi.unstubAllGlobals();
  });
});
