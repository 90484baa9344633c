import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BookmarkPlus, Check } from 'lucide-react';
import { useAuth } from '@/lib/auth.tsx';
import { notify } from '@/lib/notify.ts';

interface KeepImageButtonProps {
  /** Keeps the image for this user; resolves to a note for the toast, if any. */
  keep: (userId: string) => Promise<string | undefined>;
  /** Where sign-in comes back to. */
  page: string;
  signInLabel: string;
  label: string;
  /** Said after the label to screen readers, to tell several buttons apart. */
  which?: ReactNode;
  onKept?: () => void;
}

/**
 * Keeping a generated image in My Image Analyses: signed out, a link to sign
 * in and come back; signed in, a button that saves once and says so.
 */
export function KeepImageButton({ keep, page, signInLabel, label, which, onKept }: KeepImageButtonProps) {
  const { user } = useAuth();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  if (!user) {
    return (
      <Link to={`/auth?next=${encodeURIComponent(page)}`} className="text-sm text-gold-200 underline underline-offset-4">
        {signInLabel}
      </Link>
    );
  }
  const save = async () => {
    setState('saving');
    try {
      const note = await keep(user.id);
      setState('saved');
      onKept?.();
      void notify.success('Saved to My Image Analyses', note);
    } catch (error) {
      setState('idle');
      void notify.error('Could not save the image', error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <button type="button" className="btn-outline px-3 text-sm" disabled={state !== 'idle'} onClick={() => void save()}>
      {state === 'saved' ? <Check className="size-4" aria-hidden="true" /> : <BookmarkPlus className="size-4" aria-hidden="true" />}
      {state === 'saved' ? 'Saved' : state === 'saving' ? 'Saving...' : label}
      {which ? <span className="sr-only"> {which}</span> : null}
    </button>
  );
}
