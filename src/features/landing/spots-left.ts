/**
 * The landing badge's spots left this quarter: the capacity of
 * business.offer (the spec's 3 a quarter) less the projects booked this
 * quarter, a count the backend gives anyone (projects_booked_this_quarter(),
 * migration 20261127050000_pricing.sql) without a word about any lead.
 *
 * The page is prerendered with the spec's own text, "Only 3 Spots Left This
 * Quarter", and keeps it until the count arrives: fetched once, when the
 * browser is idle after the page is interactive, with a bare fetch (no
 * supabase-js on the landing page). If the count cannot be read, the spec's
 * text stays. docs/ai-tools.md "Dynamic pricing" says what shows when.
 */
import { useSyncExternalStore } from 'react';
import { business } from '@domain/business.ts';
import { env } from '@/lib/env.ts';

const { spotsPerQuarter, scarcityBadge } = business.offer;

/** The badge's words for a number of spots left; null (not known) keeps the spec's text. */
export function spotsBadgeText(left: number | null): string {
  if (left === null) return scarcityBadge;
  if (left <= 0) return 'Fully Booked This Quarter';
  if (left === 1) return 'Only 1 Spot Left This Quarter';
  if (left <= 3) return `Only ${left} Spots Left This Quarter`;
  return `${left} Spots Left This Quarter`;
}

/** Spots left from the backend's count of projects booked this quarter; null when it cannot be read. */
export async function fetchSpotsLeft(): Promise<number | null> {
  try {
    const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/projects_booked_this_quarter`, {
      method: 'POST',
      headers: { apikey: env.supabaseAnonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) return null;
    const booked: unknown = await response.json();
    return typeof booked === 'number' && Number.isInteger(booked) && booked >= 0 ? Math.max(0, spotsPerQuarter - booked) : null;
  } catch {
    return null;
  }
}

let left: number | null = null;
let requested = false;
const listeners = new Set<() => void>();

function request(): void {
  if (requested) return;
  requested = true;
  void fetchSpotsLeft().then((value) => {
    left = value;
    listeners.forEach((listener) => listener());
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Asks for the count (once per page load) and writes the badge's words into
 * every `[data-spots-badge]` element: the hero's badge is prerendered HTML
 * that React never renders again, so its text node is set directly.
 * Returns the cleanup.
 */
export function showSpotsLeft(root: ParentNode = document): () => void {
  const paint = () => {
    const text = spotsBadgeText(left);
    root.querySelectorAll('[data-spots-badge]').forEach((element) => {
      const node = element.firstChild;
      if (node?.nodeType === Node.TEXT_NODE && node.nodeValue !== text) node.nodeValue = text;
    });
  };
  const unsubscribe = subscribe(paint);
  paint();
  request();
  return unsubscribe;
}

/** The badge's words in a hydrated part (the contact section): the spec's text until the count is in. */
export function useSpotsBadge(): string {
  return spotsBadgeText(
    useSyncExternalStore(
      subscribe,
      () => left,
      () => null,
    ),
  );
}
