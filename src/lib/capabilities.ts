/**
 * What the business has switched on that needs a model (a text model, photo
 * reading, transcription), asked once of the `ai-tools` function and kept
 * for the visit. A page offers a button that needs one only when it is on:
 * a visitor never meets a button that cannot work. Until the answer arrives,
 * or when it cannot be had, everything counts as off.
 *
 * A small store of its own, not a TanStack query: the tool pages that ask
 * hydrate with it, and TanStack Query (about 10 kB gzip) would otherwise be
 * part of what those pages load before they are interactive.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { NOTHING_ON, readCapabilities, type Capabilities } from '@domain/ai/capabilities.ts';
import { env } from '@/lib/env.ts';
import { functionErrorFrom, functionUrl } from '@/lib/functions.ts';
import { createStore } from '@/lib/store.ts';

export type { Capabilities };

/** The answer holds no secret and names no user: the anon key is enough, so no session (and no supabase-js) is needed to ask. */
export async function fetchCapabilities(signal?: AbortSignal): Promise<Capabilities> {
  const response = await fetch(functionUrl('ai-tools'), {
    method: 'GET',
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
    signal: signal ?? null,
  });
  if (!response.ok) throw await functionErrorFrom(response);
  return readCapabilities(await response.json());
}

/** Settings change when the business redeploys, not while someone reads a page. */
const FRESH_MS = 30 * 60 * 1000;
/** One more try after a failure, a moment later; then off until the next page that asks. */
const RETRY_MS = 1000;

const answer = createStore<{ capabilities: Capabilities; at: number } | undefined>(undefined);
let asking: Promise<void> | null = null;
/** Bumped by setCapabilities(): a question asked before it must not overwrite what it set. */
let generation = 0;

const snapshot = () => answer.get()?.capabilities;
const serverSnapshot = () => undefined;

/** Asks once (with one retry) unless a fresh answer is kept or a question is already out; resolves when it is settled. */
export function askCapabilities(): Promise<void> {
  const kept = answer.get();
  if (kept && Date.now() - kept.at < FRESH_MS) return Promise.resolve();
  if (asking) return asking;
  const mine = generation;
  const question = fetchCapabilities()
    .catch(() => new Promise<void>((resolve) => setTimeout(resolve, RETRY_MS)).then(() => fetchCapabilities()))
    .then(
      (capabilities) => {
        if (mine === generation) answer.set({ capabilities, at: Date.now() });
      },
      (error: unknown) => console.warn('[capabilities] could not be read; everything counts as off', error),
    )
    .finally(() => {
      if (asking === question) asking = null;
    });
  asking = question;
  return question;
}

/** For tests: sets the answer as if the site had given it, or with null forgets it; a question still out is ignored. */
export function setCapabilities(capabilities: Capabilities | null): void {
  generation += 1;
  asking = null;
  answer.set(capabilities ? { capabilities, at: Date.now() } : undefined);
}

/**
 * What is on, for any component. Hydrating, it renders as the server did
 * (nothing on) and asks once the page is up, so prerendered HTML matches.
 */
export function useCapabilities(): Capabilities & { known: boolean } {
  const data = useSyncExternalStore(answer.subscribe, snapshot, serverSnapshot);
  useEffect(() => void askCapabilities(), []);
  return { ...(data ?? NOTHING_ON), known: data !== undefined };
}
