import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { LoadErrorCard } from '@/components/ui/load-error-card.tsx';
import { WithQueries } from '@/lib/query-client.tsx';
import { notify } from '@/lib/notify.ts';

interface SavedItemsLayoutProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** The frame of an account page that lists what the visitor saved, with the query client its list reads through. */
export function SavedItemsLayout({ title, intro, children }: SavedItemsLayoutProps) {
  return (
    <WithQueries>
      <div className="container-page py-14 sm:py-20">
        <p className="eyebrow">Your account</p>
        <h1 className="mt-3 text-4xl text-cream-50 sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-mist-300">{intro}</p>
        <div className="mt-10">{children}</div>
      </div>
    </WithQueries>
  );
}

interface SavedListQuery<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface SavedListStatesProps<T> {
  query: SavedListQuery<T>;
  what: string;
  /** Shown when the list has loaded and holds nothing. */
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * The loading, failed and empty states every saved list has; `children`
 * renders the loaded items.
 */
export function SavedListStates<T>({ query, what, empty, children }: SavedListStatesProps<T>) {
  if (query.isPending) return <p role="status" className="text-mist-300">Loading your {what}...</p>;
  if (query.isError) return <LoadErrorCard what={`your ${what}`} onRetry={() => void query.refetch()} />;
  const items = query.data ?? [];
  return items.length === 0 ? empty : children(items);
}

export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="card flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-gold-400/15 text-gold-300">{icon}</span>
      <h2 className="mt-5 text-2xl text-cream-50">{title}</h2>
      <div className="mt-3 max-w-lg text-mist-300">{children}</div>
    </div>
  );
}

/** The toasts after a delete from a saved list (the mutation's callbacks). */
export function deleteNotices(done: string) {
  return {
    onSuccess: () => void notify.success(done),
    onError: (error: Error) => void notify.error('Could not delete', error.message),
  };
}

/** Delete with the site's own confirmation; the item's name is in the button's accessible name and the question. */
export function ConfirmDelete({ label, busy, onConfirm }: { label: string; busy: boolean; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-ghost px-3 text-sm text-red-200 hover:bg-red-400/10"
        aria-label={`Delete ${label}`}
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {busy ? 'Deleting...' : 'Delete'}
      </button>
      <ConfirmDialog
        open={asking}
        title={`Delete “${label}”?`}
        confirmLabel="Delete"
        destructive
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        This removes it from your account for good. It cannot be undone.
      </ConfirmDialog>
    </>
  );
}
