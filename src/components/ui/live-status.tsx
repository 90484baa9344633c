import type { LiveStatus } from '@/lib/realtime.ts';

const LABELS: Record<LiveStatus, string> = {
  connecting: 'Connecting live updates...',
  live: 'Live',
  reconnecting: 'Reconnecting...',
};

const DOTS: Record<LiveStatus, string> = {
  connecting: 'bg-mist-400',
  live: 'bg-emerald-400',
  reconnecting: 'bg-amber-300 motion-safe:animate-pulse',
};

/**
 * Whether a page (the inbox, the contractor portal) is receiving changes. A polite status region announces
 * only when the state changes (a few words), never per change.
 */
export function LiveStatusIndicator({ status }: { status: LiveStatus }) {
  return (
    <p role="status" data-testid="live-status" data-status={status} className="inline-flex items-center gap-2 rounded-full border border-cellar-700 px-3 py-1 text-xs text-mist-300">
      <span aria-hidden="true" className={`size-2 rounded-full ${DOTS[status]}`} />
      <span>
        <span className="sr-only">Lead updates: </span>
        {LABELS[status]}
      </span>
    </p>
  );
}
