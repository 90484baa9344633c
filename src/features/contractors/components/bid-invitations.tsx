import { useRef, type FormEvent } from 'react';
import { OUTCOME_LABELS, type BidFields } from '@domain/bids/rules.ts';
import { formatUsd } from '@domain/estimator/format.ts';
import { PROJECT_TYPE_LABELS } from '@domain/inquiry/rules.ts';
import { Field } from '@/components/forms/field.tsx';
import { focusControl, useFormState, useSending } from '@/components/forms/use-form-state.ts';
import { LoadError } from '@/components/ui/load-error.tsx';
import { notify } from '@/lib/notify.ts';
import { useInvitations, useSubmitBid, type BidInvitation } from '../api/bids.ts';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const ORDER = ['price', 'startDate', 'durationWeeks', 'note'] as const;

/** Today in the firm's own time zone, as the date input gives it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function BidForm({ invitation }: { invitation: BidInvitation }) {
  const form = useFormState<BidFields>(() => ({
    price: invitation.price === null ? '' : String(invitation.price),
    startDate: invitation.start_date ?? '',
    durationWeeks: invitation.duration_weeks === null ? '' : String(invitation.duration_weeks),
    note: invitation.note,
  }));
  const submit = useSubmitBid(invitation.id);
  const sending = useSending();
  const ref = useRef<HTMLFormElement>(null);
  const id = (name: string) => `bid-${invitation.id}-${name}`;
  const revising = invitation.bid_at !== null;

  const send = (event: FormEvent) => {
    event.preventDefault();
    sending.run(async () => {
      const { bidSchema, fieldErrors } = await import('@domain/bids/schema.ts');
      const parsed = bidSchema(today()).safeParse(form.values);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        form.setErrors(errors);
        const first = ORDER.find((name) => errors[name]);
        if (first) focusControl(ref.current, first);
        return;
      }
      try {
        await submit.mutateAsync(parsed.data);
        void notify.success(revising ? 'Bid revised' : 'Bid sent', `WineCellarGPT sees your ${formatUsd(parsed.data.price)} bid now.`);
      } catch (error) {
        void notify.error('Your bid could not be sent', error instanceof Error ? error.message : undefined);
      }
    });
  };

  return (
    <form ref={ref} noValidate onSubmit={send} className="grid gap-4 sm:grid-cols-3" aria-label={revising ? 'Revise your bid' : 'Your bid'}>
      <Field id={id('price')} label="Price (USD)" required mark error={form.errors.price}>
        {(control) => <input {...control} {...form.text('price')} inputMode="numeric" autoComplete="off" className="field-input" />}
      </Field>
      <Field id={id('start')} label="Start date" required mark error={form.errors.startDate}>
        {(control) => <input {...control} {...form.text('startDate')} type="date" className="field-input" />}
      </Field>
      <Field id={id('weeks')} label="Duration (weeks)" required mark error={form.errors.durationWeeks}>
        {(control) => <input {...control} {...form.text('durationWeeks')} inputMode="numeric" autoComplete="off" className="field-input" />}
      </Field>
      <Field id={id('note')} label="Note for WineCellarGPT" error={form.errors.note} hint="What the price includes or assumes. Optional." className="sm:col-span-3">
        {(control) => <textarea {...control} {...form.text('note')} rows={3} maxLength={1000} className="field-input" />}
      </Field>
      <div className="sm:col-span-3">
        <button type="submit" className="btn-gold px-5 text-sm" disabled={sending.busy}>
          {sending.busy ? 'Sending…' : revising ? 'Revise bid' : 'Send bid'}
        </button>
      </div>
    </form>
  );
}

function InvitationCard({ invitation }: { invitation: BidInvitation }) {
  const round = invitation.round;
  if (!round) return null;
  const open = round.status === 'open' && invitation.outcome === 'pending' && Date.parse(round.deadline) > Date.now();
  const headingId = `invitation-${invitation.id}`;
  const status = invitation.outcome !== 'pending' ? OUTCOME_LABELS[invitation.outcome] : open ? OUTCOME_LABELS.pending : 'Deadline passed';
  return (
    <article aria-labelledby={headingId} className="card grid gap-4 p-6" data-testid="bid-invitation" data-outcome={invitation.outcome}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-xl text-cream-50">
          {PROJECT_TYPE_LABELS[round.project_type]}
          {round.location ? ` · ${round.location}` : ''}
        </h3>
        <span className="rounded-full border border-cellar-600 px-2.5 py-0.5 text-xs text-cream-100" data-testid="bid-outcome">
          {status}
        </span>
      </div>
      <p className="text-xs text-mist-400">
        Bids close <time dateTime={round.deadline}>{when.format(new Date(round.deadline))}</time>
      </p>
      <p className="whitespace-pre-line text-sm leading-relaxed text-mist-300">{round.brief}</p>
      {invitation.bid_at && invitation.price !== null ? (
        <p className="text-sm text-cream-100" data-testid="your-bid">
          Your bid: {formatUsd(invitation.price)}, starting {invitation.start_date}, {invitation.duration_weeks} weeks · sent{' '}
          <time dateTime={invitation.bid_at}>{when.format(new Date(invitation.bid_at))}</time>
        </p>
      ) : null}
      {open ? <BidForm key={invitation.bid_at ?? 'new'} invitation={invitation} /> : null}
      {invitation.outcome === 'awarded' ? <p className="text-sm text-gold-200">The lead is now under “Your leads”, with the customer’s details: accept it there to start.</p> : null}
    </article>
  );
}

/** The rounds the firm is invited to: bid, revise until the deadline, and see how each one ended. */
export function BidInvitations() {
  const invitations = useInvitations();
  return (
    <section aria-labelledby="portal-bids" className="grid gap-4">
      <h2 id="portal-bids" className="text-2xl text-cream-50">
        Bid invitations
      </h2>
      <p className="text-sm text-mist-300">Only WineCellarGPT sees your bid; other firms never see it, and you never see theirs.</p>
      {invitations.isError ? <LoadError what="Your bid invitations" onRetry={() => void invitations.refetch()} /> : null}
      {invitations.data && invitations.data.length === 0 ? <p className="text-sm text-mist-300">No invitations to bid right now.</p> : null}
      {invitations.data?.map((invitation) => <InvitationCard key={invitation.id} invitation={invitation} />)}
    </section>
  );
}
