import { useState } from 'react';
import { Link } from 'react-router';
import { BookmarkCheck, BookmarkPlus, Check, FileText, Link2, Printer } from 'lucide-react';
import { notify } from '@/lib/notify.ts';

interface ToolActionsProps {
  /** The page path with its inputs. */
  link: string;
  onSave: () => void;
  saving: boolean;
  /** These exact inputs are already in My Calculations. */
  saved: boolean;
  quoteHref: string;
  /** Disabled while an input is invalid: nothing half-typed gets shared or saved. */
  disabled?: boolean;
  /** Pages made for printing say so on the button. */
  printLabel?: string;
  /** When the page already leads with its own quote button. */
  hideQuote?: boolean;
  /** False when the link opens the result only for its owner (a saved report), so there is nothing to share. */
  shareable?: boolean;
}

export const COPY_MESSAGES = {
  copiedTitle: 'Link copied',
  copiedDescription: 'Anyone with the link sees these inputs and results.',
  failedTitle: 'Could not copy the link',
} as const;

export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure origins: a hidden textarea and the legacy copy command.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy command refused');
}

/** The look of a result's secondary actions (save, copy, print), for a tool's own extra action beside them. */
export const SECONDARY_ACTION =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-ink-600/40 px-4 py-2 text-sm font-semibold text-ink-900 transition-colors hover:border-wine-700 hover:bg-wine-700/5 disabled:cursor-not-allowed disabled:opacity-50';

/** "Copy link": the page's link with its inputs, absolute, copied with a toast saying anyone with it sees them. */
export function CopyLinkButton({ link, disabled = false }: { link: string; disabled?: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const absolute = new URL(link, window.location.origin).toString();
    try {
      await copyText(absolute);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2500);
      void notify.success(COPY_MESSAGES.copiedTitle, COPY_MESSAGES.copiedDescription);
    } catch {
      void notify.error(COPY_MESSAGES.failedTitle, absolute);
    }
  };
  return (
    <button type="button" className={SECONDARY_ACTION} onClick={() => void copy()} disabled={disabled}>
      {copied ? <Check className="size-4" aria-hidden="true" /> : <Link2 className="size-4" aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy link'}
    </button>
  );
}

/** Quote, save, share and print: the actions under every tool's result. */
export function ToolActions({ link, onSave, saving, saved, quoteHref, disabled = false, printLabel = 'Print', hideQuote = false, shareable = true }: ToolActionsProps) {
  const secondary = SECONDARY_ACTION;

  return (
    <div className="no-print flex flex-wrap gap-2.5" data-testid="calculator-actions">
      {hideQuote ? null : disabled ? (
        <span className="btn-wine pointer-events-none opacity-50" aria-disabled="true">
          <FileText className="size-4" aria-hidden="true" />
          Get a quote with this
        </span>
      ) : (
        <Link to={quoteHref} className="btn-wine">
          <FileText className="size-4" aria-hidden="true" />
          Get a quote with this
        </Link>
      )}
      {saved ? (
        <Link to="/my-calculations" className={secondary} aria-label="Saved: open My Calculations">
          <BookmarkCheck className="size-4" aria-hidden="true" />
          Saved
        </Link>
      ) : (
        <button type="button" className={secondary} onClick={onSave} disabled={disabled || saving}>
          <BookmarkPlus className="size-4" aria-hidden="true" />
          {saving ? 'Saving...' : 'Save'}
        </button>
      )}
      {shareable ? <CopyLinkButton link={link} disabled={disabled} /> : null}
      <button type="button" className={secondary} onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden="true" />
        {printLabel}
      </button>
    </div>
  );
}
