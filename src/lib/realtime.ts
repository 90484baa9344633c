/**
 * Live rows through supabase-js Realtime (`postgres_changes`). The client
 * keeps supabase-js's own heartbeat (25 s) and reconnect backoff (1, 2, 5,
 * 10 s), the product's numbers (docs/product-spec.md §9) (src/lib/realtime.test.ts holds them): nothing here
 * overrides them. RLS decides what arrives, hosted and locally alike.
 *
 * A page subscribes with `useLiveTable` and keeps its data in TanStack
 * Query: `onChange` invalidates what a change touches, and `onCatchUp`
 * (called when a lost subscription is back) refetches whatever arrived while
 * it was away, so nothing depends on every event getting through.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { refetchAfterChange } from '@/lib/query-client.tsx';
import { getSupabase } from '@/lib/supabase.ts';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';
export type LiveChange = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** The row a change is about: the new row, or for a delete what is left of the old one (its key). */
export const changedRow = (change: LiveChange): Record<string, unknown> => (change.eventType === 'DELETE' ? change.old : change.new) as Record<string, unknown>;

/** A column of a changed row as text ('' when missing or not a string). */
export const rowText = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface LiveBinding {
  table: string;
  schema?: string;
  event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  /** Realtime's filter syntax, e.g. `assignee_id=eq.<uuid>`. */
  filter?: string;
}

export interface LiveTableOptions {
  /** A name for the channel (a page's own; a suffix keeps each subscription's topic unique). */
  channel: string;
  tables: readonly LiveBinding[];
  onChange: (change: LiveChange) => void;
  /** The subscription is back after an error or a closed connection: refetch what may have been missed. */
  onCatchUp?: () => void;
  /** False: no subscription (e.g. until the user's role is known). */
  enabled?: boolean;
}

type SubscribeStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR';
/** Where a subscription stands: never joined yet, joined, or lost since it last was. */
export type LivePhase = 'initial' | 'live' | 'lost';

/** What a subscribe callback's status means for the page. */
export function nextLivePhase(phase: LivePhase, status: SubscribeStatus): { phase: LivePhase; status: LiveStatus; catchUp: boolean } {
  if (status === 'SUBSCRIBED') return { phase: 'live', status: 'live', catchUp: phase === 'lost' };
  return { phase: 'lost', status: 'reconnecting', catchUp: false };
}

/**
 * A channel the server closed (not one that errored: supabase-js rejoins
 * those itself) is gone for good in supabase-js; the hook opens a new one
 * after this long.
 */
export const RESUBSCRIBE_AFTER_MS = 5000;

let topicSequence = 0;

function openChannel(client: SupabaseClient, options: LiveTableOptions, onChange: (change: LiveChange) => void): RealtimeChannel {
  topicSequence += 1;
  const channel = client.channel(`${options.channel}-${topicSequence}`);
  for (const binding of options.tables) {
    const filter = { event: binding.event ?? '*', schema: binding.schema ?? 'public', table: binding.table, ...(binding.filter ? { filter: binding.filter } : {}) };
    // supabase-js overloads `on` per literal event; a binding's event is only known at run time.
    channel.on('postgres_changes', filter as { event: '*'; schema: string }, onChange);
  }
  return channel;
}

/** Subscribes while mounted; returns the subscription's status for a live indicator. */
export function useLiveTable(options: LiveTableOptions): LiveStatus {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [generation, setGeneration] = useState(0);
  const phase = useRef<LivePhase>('initial');
  const enabled = options.enabled ?? true;
  const spec = JSON.stringify([options.channel, options.tables]);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let opened: { client: SupabaseClient; channel: RealtimeChannel } | undefined;
    void getSupabase().then((client) => {
      if (!active) return;
      const channel = openChannel(client, latest.current, (change) => latest.current.onChange(change));
      opened = { client, channel };
      channel.subscribe((subscribeStatus) => {
        if (!active) return;
        const next = nextLivePhase(phase.current, subscribeStatus);
        phase.current = next.phase;
        setStatus(next.status);
        if (next.catchUp) latest.current.onCatchUp?.();
        if (subscribeStatus === 'CLOSED') retry = setTimeout(() => setGeneration((value) => value + 1), RESUBSCRIBE_AFTER_MS);
      });
    });
    return () => {
      active = false;
      clearTimeout(retry);
      if (opened) void opened.client.removeChannel(opened.channel);
    };
  }, [spec, enabled, generation]);

  return status;
}

/** How long changes are gathered before the queries they touch are refetched. */
export const INVALIDATE_AFTER_MS = 250;

/**
 * Invalidates query keys a little later, each once however many changes
 * named it meanwhile: a burst of changes costs one refetch per query, not one
 * per change.
 */
export function useBatchedInvalidate(): (keys: readonly QueryKey[]) => void {
  const client = useQueryClient();
  const pending = useRef(new Map<string, QueryKey>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (keys) => {
      for (const key of keys) pending.current.set(JSON.stringify(key), key);
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        const due = [...pending.current.values()];
        pending.current.clear();
        for (const queryKey of due) void refetchAfterChange(client, queryKey);
      }, INVALIDATE_AFTER_MS);
    },
    [client],
  );
}
