/**
 * The quote request's kept draft: what a failed send leaves in local storage
 * (values, step, attached calculation and the idempotency key, so a retry is
 * the same inquiry), and its return after a reload. The server renders an
 * empty form, so the draft is read after hydration; its checks (zod) load
 * only when a draft is there.
 */
import { useEffect, useRef, useState } from 'react';
import { hasDraft, loadDraft } from '@/lib/drafts.ts';
import type { AttachedCalculation } from '@/lib/quote-prefill.ts';
import { QUOTE_DRAFT_KEY } from './quote-messages.ts';
import { EMPTY_QUOTE, type QuoteFormInput } from './quote-form.ts';

export interface QuoteDraft {
  idempotencyKey: string;
  values: QuoteFormInput;
  step: number;
  calculation: AttachedCalculation | null;
}

/** What a failed send keeps. */
export const quoteDraft = (idempotencyKey: string, values: QuoteFormInput, step: number, calculation: AttachedCalculation | null): QuoteDraft => ({
  idempotencyKey,
  values,
  step,
  calculation,
});

/** The kept draft, checked against the form's shape (a draft that no longer fits is dropped), or null. */
export async function readQuoteDraft(): Promise<QuoteDraft | null> {
  if (!hasDraft(QUOTE_DRAFT_KEY)) return null;
  const { quoteDraftSchema } = await import('./quote-schema.ts');
  const draft = loadDraft(QUOTE_DRAFT_KEY, quoteDraftSchema);
  if (!draft) return null;
  return { ...draft, values: { ...EMPTY_QUOTE, ...draft.values } as QuoteFormInput };
}

interface DraftHandlers {
  /** Puts the kept draft back in the form. */
  onDraft: (draft: QuoteDraft) => void;
  /** Runs when no draft is kept: a failed attempt's draft wins over anything else that would fill the form. */
  otherwise: (isCancelled: () => boolean) => void;
}

/** After hydration, once: the kept draft if there is one (and `restored` says so), otherwise `otherwise`. */
export function useQuoteDraft(handlers: DraftHandlers) {
  const [restored, setRestored] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let cancelled = false;
    const isCancelled = () => cancelled;
    if (hasDraft(QUOTE_DRAFT_KEY)) {
      void readQuoteDraft().then((draft) => {
        if (cancelled || !draft) return;
        latest.current.onDraft(draft);
        setRestored(true);
      });
    } else {
      latest.current.otherwise(isCancelled);
    }
    return () => {
      cancelled = true;
    };
  }, []);

  return { restored };
}
