import type { ReactNode } from 'react';

interface SavedItemsLayoutProps {
  eyebrow: string;
  title: string;
  intro: string;
  children: ReactNode;
}

export function SavedItemsLayout({ eyebrow, title, intro, children }: SavedItemsLayoutProps) {
  return (
    <div className="container-page py-14 sm:py-20">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-3 text-4xl text-cream-50 sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-mist-300">{intro}</p>
      <div className="mt-10">{children}</div>
    </div>
  );
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

export function ConfirmDelete({ label, busy, onConfirm }: { label: string; busy: boolean; onConfirm: () => void }) {
  return (
    <button
      type="button"
      className="btn-ghost px-3 text-sm text-red-200 hover:bg-red-400/10"
      aria-label={`Delete ${label}`}
      disabled={busy}
      onClick={() => {
        if (window.confirm(`Delete “${label}”? This cannot be undone.`)) onConfirm();
      }}
    >
      {busy ? 'Deleting...' : 'Delete'}
    </button>
  );
}
