import { useMemo, useRef, useState, type FormEvent } from 'react';
import { SERVICE_LABELS } from '@domain/contractors/rules.ts';
import { formatUsdRange } from '@domain/estimator/format.ts';
import { PROJECT_TYPE_LABELS } from '@domain/inquiry/rules.ts';
import { Field, FieldError } from '@/components/forms/field.tsx';
import { focusControl, useFormState, useSending } from '@/components/forms/use-form-state.ts';
import { SubmitRow } from '@/components/forms/submit-row.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { notify } from '@/lib/notify.ts';
import { useBiddableLeads, useFirms, useOpenRound, useRounds, type BiddableLead, type InvitableFirm } from '../api/bids.ts';
import { fitScore } from '@domain/bids/ranking.ts';
import { draftBrief, estimateForLead, firmFacts, localDeadline, SERVICE_FOR } from '@domain/bids/round-context.ts';

const created = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const SUGGESTED = 3;

/** The firms in order of fit for this lead; the best few that offer the service are suggested. */
function suggestFirms(lead: BiddableLead, firms: readonly InvitableFirm[]) {
  const context = { service: SERVICE_FOR[lead.project_type], location: lead.location };
  const scored = firms
    .map((firm) => ({ firm, fit: fitScore(firmFacts(firm), context) }))
    .sort((a, b) => b.fit.score - a.fit.score || a.firm.company.localeCompare(b.firm.company));
  const suggested = new Set(scored.filter((entry) => entry.firm.services.includes(context.service)).slice(0, SUGGESTED).map((entry) => entry.firm.id));
  return { scored, suggested };
}

type Fields = { lead: string; brief: string; deadline: string };
const ORDER = ['lead', 'brief', 'deadline', 'firms'] as const;

function RoundFields({ lead, firms, onSent }: { lead: BiddableLead; firms: readonly InvitableFirm[]; onSent: () => void }) {
  const { scored, suggested } = useMemo(() => suggestFirms(lead, firms), [lead, firms]);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(suggested));
  const form = useFormState<Fields>(() => ({ lead: lead.id, brief: draftBrief(lead), deadline: localDeadline(new Date(), 3) }));
  const [firmsError, setFirmsError] = useState<string | undefined>();
  const ref = useRef<HTMLFormElement>(null);
  const open = useOpenRound();
  const sending = useSending();
  const estimate = estimateForLead(lead.project_type, lead.capacity_bottles);

  const toggle = (id: string) => {
    setFirmsError(undefined);
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sending.run(async () => {
      const { roundSchema, fieldErrors } = await import('@domain/bids/schema.ts');
      const parsed = roundSchema(Date.now()).safeParse({ brief: form.values.brief, deadline: form.values.deadline, firms: [...chosen] });
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        form.setErrors({ brief: errors.brief, deadline: errors.deadline });
        setFirmsError(errors.firms);
        const first = ORDER.find((name) => errors[name]);
        if (first === 'firms') ref.current?.querySelector<HTMLInputElement>('input[name="firm"]')?.focus();
        else if (first) focusControl(ref.current, first);
        return;
      }
      try {
        await open.mutateAsync({ leadId: lead.id, round: parsed.data });
        void notify.success('Sent out for bids', `${parsed.data.firms.length} firm${parsed.data.firms.length === 1 ? '' : 's'} can bid from their dashboard now.`);
        onSent();
      } catch (error) {
        void notify.error('The lead could not be sent out for bids', error instanceof Error ? error.message : undefined);
      }
    });
  };

  return (
    <form ref={ref} noValidate onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-5" aria-label="Send the lead out for bids">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-mist-400">Project</dt>
        <dd className="text-cream-100">{PROJECT_TYPE_LABELS[lead.project_type]}</dd>
        <dt className="text-mist-400">Needs</dt>
        <dd className="text-cream-100">{SERVICE_LABELS[SERVICE_FOR[lead.project_type]]}</dd>
        <dt className="text-mist-400">Location</dt>
        <dd className="text-cream-100">{lead.location ?? 'Not given'}</dd>
        <dt className="text-mist-400">Estimator</dt>
        <dd className="text-cream-100" data-testid="round-estimate">
          {estimate
            ? `${formatUsdRange(estimate.low, estimate.high)} for ${lead.capacity_bottles?.toLocaleString('en-US')} bottles`
            : 'No range: the lead gives no cellar size, so bids are compared with each other'}
        </dd>
      </dl>
      <Field id="round-brief" label="Brief for the firms" required mark error={form.errors.brief} hint="The invited firms read this. It starts without the customer’s name or contact details; check the project text before sending.">
        {(control) => <textarea {...control} {...form.text('brief')} rows={6} maxLength={2000} className="field-input" />}
      </Field>
      <Field id="round-deadline" label="Bids close at" required mark error={form.errors.deadline} hint="Your local time. Firms can bid and revise their bid until then.">
        {(control) => <input {...control} {...form.text('deadline')} type="datetime-local" className="field-input" />}
      </Field>
      <fieldset className="grid gap-2" aria-describedby={firmsError ? 'round-firms-error' : undefined}>
        <legend className="field-label">Invite firms</legend>
        {scored.length === 0 ? <p className="text-sm text-mist-300">No approved, active firm with an account yet. Invite firms from the contractors page first.</p> : null}
        <ul className="grid gap-2">
          {scored.map(({ firm, fit }) => (
            <li key={firm.id}>
              <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-cellar-700 p-3 text-sm hover:border-cellar-500">
                <input type="checkbox" name="firm" className="mt-1 size-4 accent-gold-400" checked={chosen.has(firm.id)} onChange={() => toggle(firm.id)} />
                <span className="grid gap-0.5">
                  <span className="font-medium text-cream-50">
                    {firm.company}
                    {suggested.has(firm.id) ? <span className="ml-2 rounded-full border border-gold-400/60 px-2 py-0.5 text-xs text-gold-200">Suggested</span> : null}
                  </span>
                  <span className="text-mist-300">
                    Fit {fit.score}: {fit.why}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id="round-firms-error" message={firmsError} />
      </fieldset>
      <SubmitRow className="btn-gold px-5" label="Send out for bids" busyLabel="Sending…" busy={sending.busy} />
    </form>
  );
}

/** Pick a lead, check the brief, set the deadline, choose the firms, send. */
export function NewRound() {
  const leads = useBiddableLeads();
  const firms = useFirms();
  const rounds = useRounds();
  // A lead already out for bids waits for its round to end.
  const outForBids = new Set((rounds.data?.rounds ?? []).filter((round) => round.status === 'open').map((round) => round.inquiry_id));
  const choices = leads.data?.filter((candidate) => !outForBids.has(candidate.id));
  const [leadId, setLeadId] = useState('');
  const [round, setRound] = useState(0);
  const lead = choices?.find((candidate) => candidate.id === leadId);
  return (
    <section aria-labelledby="new-round-title" className="card grid grid-cols-[minmax(0,1fr)] gap-5 p-6 sm:p-8">
      <h2 id="new-round-title" className="font-sans text-xl font-semibold text-cream-50">
        Send a lead out for bids
      </h2>
      {leads.isError ? <LoadError what="The leads" onRetry={() => void leads.refetch()} /> : null}
      {firms.isError ? <LoadError what="The firms" onRetry={() => void firms.refetch()} /> : null}
      <Field id="round-lead" label="Lead" hint="Open leads not yet assigned to a firm or out for bids, newest first.">
        {(control) => (
          <select {...control} className="field-input" value={leadId} onChange={(event) => setLeadId(event.target.value)} disabled={!choices}>
            <option value="">{choices ? (choices.length === 0 ? 'No open, unassigned leads' : 'Choose a lead') : 'Loading leads…'}</option>
            {choices?.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name} · {PROJECT_TYPE_LABELS[candidate.project_type]} · {created.format(new Date(candidate.created_at))}
              </option>
            ))}
          </select>
        )}
      </Field>
      {lead && firms.data ? (
        <RoundFields
          key={`${lead.id}-${round}`}
          lead={lead}
          firms={firms.data}
          onSent={() => {
            setLeadId('');
            setRound((value) => value + 1);
          }}
        />
      ) : null}
    </section>
  );
}
