import { describe, expect, it } from 'vitest';
import { inboxAllowed } from './inbox.ts';

const request = (url: string, origin?: string) => new Request(url, { headers: origin ? { origin } : {} });

describe('who may use the local inbox', () => {
  it('its own page and tools without an Origin, on a loopback name', () => {
    expect(inboxAllowed(request('http://127.0.0.1:54321/inbox/api/messages'))).toBe(true);
    expect(inboxAllowed(request('http://127.0.0.1:54321/inbox/clear', 'http://127.0.0.1:54321'))).toBe(true);
    expect(inboxAllowed(request('http://localhost:54321/inbox', 'http://localhost:54321'))).toBe(true);
  });

  it('no other page, and no rebound DNS name pointing at this machine', () => {
    expect(inboxAllowed(request('http://127.0.0.1:54321/inbox/api/messages', 'https://evil.example'))).toBe(false);
    expect(inboxAllowed(request('http://127.0.0.1:54321/inbox/api/messages', 'http://127.0.0.1:5173'))).toBe(false);
    expect(inboxAllowed(request('http://evil.example:54321/inbox/api/messages'))).toBe(false);
    expect(inboxAllowed(request('http://evil.example:54321/inbox/api/messages', 'http://evil.example:54321'))).toBe(false);
  });
});
