import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESUBSCRIBE_AFTER_MS, nextLivePhase, useLiveTable, type LiveChange, type LiveTableOptions } from './realtime.ts';

type Status = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR';

/** A stand-in for supabase-js: records bindings and lets the test play the server. */
const fake = vi.hoisted(() => {
  const channels: Array<{ topic: string; bindings: Array<{ filter: unknown; callback: (change: unknown) => void }>; status: (status: string) => void; removed: boolean }> = [];
  const client = {
    channel(topic: string) {
      const entry = { topic, bindings: [] as Array<{ filter: unknown; callback: (change: unknown) => void }>, status: (_status: string) => {}, removed: false };
      channels.push(entry);
      const api = {
        on(_type: string, filter: unknown, callback: (change: unknown) => void) {
          entry.bindings.push({ filter, callback });
          return api;
        },
        subscribe(callback: (status: string) => void) {
          entry.status = callback;
          return api;
        },
        entry,
      };
      return api;
    },
    removeChannel: async (channel: { entry: { removed: boolean } }) => {
      channel.entry.removed = true;
      return 'ok';
    },
  };
  return { channels, client };
});

vi.mock('@/lib/supabase.ts', () => ({ getSupabase: async () => fake.client }));

function Probe(props: Partial<LiveTableOptions>) {
  const status = useLiveTable({ channel: 'inbox', tables: [{ table: 'inquiries' }, { table: 'inquiry_notes', event: 'INSERT', filter: 'inquiry_id=eq.1' }], onChange: () => {}, ...props });
  return <p>{status}</p>;
}

const lastChannel = () => fake.channels[fake.channels.length - 1];
const play = async (status: Status) => act(async () => lastChannel()?.status(status));

beforeEach(() => {
  fake.channels.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('nextLivePhase', () => {
  it('asks for a catch-up only when a lost subscription is back', () => {
    expect(nextLivePhase('initial', 'SUBSCRIBED')).toEqual({ phase: 'live', status: 'live', catchUp: false });
    expect(nextLivePhase('live', 'CHANNEL_ERROR')).toEqual({ phase: 'lost', status: 'reconnecting', catchUp: false });
    expect(nextLivePhase('lost', 'TIMED_OUT')).toEqual({ phase: 'lost', status: 'reconnecting', catchUp: false });
    expect(nextLivePhase('lost', 'SUBSCRIBED')).toEqual({ phase: 'live', status: 'live', catchUp: true });
  });
});

describe('useLiveTable', () => {
  it('subscribes each table, forwards changes, reports its status and catches up after a reconnect', async () => {
    const onChange = vi.fn();
    const onCatchUp = vi.fn();
    const view = render(<Probe onChange={onChange} onCatchUp={onCatchUp} />);
    expect(screen.getByText('connecting')).toBeInTheDocument();
    await vi.waitFor(() => expect(fake.channels).toHaveLength(1));
    expect(lastChannel()?.topic).toMatch(/^inbox-\d+$/);
    expect(lastChannel()?.bindings.map((binding) => binding.filter)).toEqual([
      { event: '*', schema: 'public', table: 'inquiries' },
      { event: 'INSERT', schema: 'public', table: 'inquiry_notes', filter: 'inquiry_id=eq.1' },
    ]);

    await play('SUBSCRIBED');
    expect(screen.getByText('live')).toBeInTheDocument();
    expect(onCatchUp).not.toHaveBeenCalled();
    const change = { table: 'inquiries', eventType: 'INSERT', new: { id: 'a' } } as unknown as LiveChange;
    lastChannel()?.bindings[0]?.callback(change);
    expect(onChange).toHaveBeenCalledWith(change);

    await play('CHANNEL_ERROR');
    expect(screen.getByText('reconnecting')).toBeInTheDocument();
    await play('SUBSCRIBED');
    expect(screen.getByText('live')).toBeInTheDocument();
    expect(onCatchUp).toHaveBeenCalledTimes(1);

    const channel = lastChannel();
    view.unmount();
    await vi.waitFor(() => expect(channel?.removed).toBe(true));
  });

  it('opens a new channel when the server closed the old one, and catches up once it is joined', async () => {
    const onCatchUp = vi.fn();
    render(<Probe onCatchUp={onCatchUp} />);
    await vi.waitFor(() => expect(fake.channels).toHaveLength(1));
    await play('SUBSCRIBED');
    vi.useFakeTimers();
    await play('CLOSED');
    expect(screen.getByText('reconnecting')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(RESUBSCRIBE_AFTER_MS));
    vi.useRealTimers();
    await vi.waitFor(() => expect(fake.channels).toHaveLength(2));
    expect(fake.channels[0]?.removed).toBe(true);
    await play('SUBSCRIBED');
    expect(onCatchUp).toHaveBeenCalledTimes(1);
  });

  it('does not subscribe while disabled', async () => {
    render(<Probe enabled={false} />);
    await act(async () => {});
    expect(fake.channels).toHaveLength(0);
  });
});

describe("the site's supabase client", () => {
  it('keeps supabase-js realtime defaults: a 25 s heartbeat and reconnects after 1, 2, 5 and 10 s', async () => {
    const { getSupabase } = await vi.importActual<typeof import('./supabase.ts')>('./supabase.ts');
    const client = await getSupabase();
    expect(client.realtime.heartbeatIntervalMs).toBe(25_000);
    expect([1, 2, 3, 4, 5].map((tries) => client.realtime.reconnectAfterMs(tries))).toEqual([1000, 2000, 5000, 10_000, 10_000]);
  });
});
