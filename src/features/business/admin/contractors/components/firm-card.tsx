import { Link } from 'react-router';
import { SERVICE_LABELS, VERIFICATION_LABELS, formatDuration } from '@domain/contractors/rules.ts';
import { ProfileForm, SampleMark, checkedOn } from '@/features/contractors/index.ts';
import { notify } from '@/lib/notify.ts';
import { STATUS_LABELS } from '../../lib/pipeline.ts';
import { useEditFirm, useFirmLeads, useSetFlags, useWithdrawCheck, type FirmOverview } from '../api/contractors.ts';
import { CheckForm } from './check-form.tsx';

const RESPONSE_LABELS = { pending: 'Awaiting answer', accepted: 'Accepted', declined: 'Declined' } as const;

function standing(firm: FirmOverview): string {
  if (!firm.is_active) return 'Deactivated';
  if (!firm.is_approved) return 'Waiting for review';
  return 'Approved · listed';
}

export function responseTime(firm: Pick<FirmOverview, 'median_response_minutes' | 'responded_leads' | 'assigned_leads'>): string {
  if (firm.median_response_minutes === null) return firm.assigned_leads > 0 ? 'No answer yet' : 'No leads yet';
  return `${formatDuration(firm.median_response_minutes)} median (${firm.responded_leads} of ${firm.assigned_leads} answered)`;
}

function FirmLeads({ firmId }: { firmId: string }) {
  const leads = useFirmLeads(firmId);
  if (leads.isPending) return <p className="text-sm text-mist-400">Loading leads...</p>;
  if (!leads.data || leads.data.length === 0) return <p className="text-sm text-mist-400">No leads assigned.</p>;
  return (
    <ul className="grid gap-1 text-sm" aria-label="Assigned leads">
      {leads.data.map((lead) => (
        <li key={lead.id} className="flex flex-wrap gap-x-3">
          <Link to={`/admin?lead=${lead.id}`} className="text-gold-200 underline underline-offset-4">
            {lead.name}
          </Link>
          <span className="text-mist-300">
            {STATUS_LABELS[lead.status]} · {RESPONSE_LABELS[lead.contractor_response]}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Checks({ firm }: { firm: FirmOverview }) {
  const withdraw = useWithdrawCheck();
  if (firm.verifications.length === 0) return <p className="text-sm text-mist-400">Nothing checked yet.</p>;
  return (
    <ul className="grid gap-2 text-sm" aria-label="Checks">
      {firm.verifications.map((check) => (
        <li key={check.id} className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-cream-100">
            {VERIFICATION_LABELS[check.kind]}: {check.detail}
          </span>
          <span className="text-mist-400">
            checked <time dateTime={check.checked_on}>{checkedOn(check.checked_on)}</time>
            {check.checked_by_email ? ` by ${check.checked_by_email}` : ''}
          </span>
          <button
            type="button"
            className="text-xs text-gold-200 underline underline-offset-4"
            onClick={() => withdraw.mutate(check.id, { onError: (error) => void notify.error('Could not withdraw the check', error.message) })}
          >
            Withdraw<span className="sr-only"> the {VERIFICATION_LABELS[check.kind].toLowerCase()} check</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One firm in the admin list: where it stands, what was checked, its leads and response time, and what an admin can change. */
export function FirmCard({ firm }: { firm: FirmOverview }) {
  const flags = useSetFlags(firm.id);
  const edit = useEditFirm(firm.id);
  const toggle = (change: { is_approved?: boolean; is_active?: boolean }, done: string) =>
    flags.mutate(change, {
      onSuccess: () => void notify.success(done, firm.company),
      onError: (error) => void notify.error('Could not change the firm', error.message),
    });
  return (
    <article className="card grid gap-4 p-6" data-testid="firm-card" aria-labelledby={`firm-${firm.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`firm-${firm.id}`} className="text-2xl text-cream-50">
          {firm.company}
        </h2>
        <div className="flex flex-wrap gap-2">
          {firm.is_sample ? <SampleMark /> : null}
          <span className="rounded-full border border-cellar-600 px-2.5 py-0.5 text-xs text-cream-100">{standing(firm)}</span>
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-mist-400">Services</dt>
        <dd className="text-cream-100">{firm.services.map((service) => SERVICE_LABELS[service]).join(', ') || 'Not set'}</dd>
        <dt className="text-mist-400">Account</dt>
        <dd className="text-cream-100">{firm.invited_email ?? (firm.owner_id ? 'Signed up' : 'No account (cannot take leads)')}</dd>
        <dt className="text-mist-400">Open leads</dt>
        <dd className="text-cream-100">{firm.open_leads}</dd>
        <dt className="text-mist-400">Response time</dt>
        <dd className="text-cream-100">
          {responseTime(firm)}
          {firm.responds_within_a_day ? ' · earns “Responds within a day”' : ''}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        {firm.is_approved ? (
          <button type="button" className="btn-outline px-4 text-sm" disabled={flags.isPending} onClick={() => toggle({ is_approved: false }, 'Approval withdrawn')}>
            Withdraw approval
          </button>
        ) : (
          <button type="button" className="btn-gold px-4 text-sm" disabled={flags.isPending} onClick={() => toggle({ is_approved: true }, 'Approved')}>
            Approve<span className="sr-only"> {firm.company}</span>
          </button>
        )}
        <button type="button" className="btn-outline px-4 text-sm" disabled={flags.isPending} onClick={() => toggle({ is_active: !firm.is_active }, firm.is_active ? 'Deactivated' : 'Reactivated')}>
          {firm.is_active ? 'Deactivate' : 'Reactivate'}
          <span className="sr-only"> {firm.company}</span>
        </button>
        {firm.is_approved && firm.is_active ? (
          <Link to={`/contractors/${firm.slug}`} className="self-center text-sm text-gold-200 underline underline-offset-4">
            Public profile
          </Link>
        ) : null}
      </div>
      <details className="group rounded-lg border border-cellar-700 p-4">
        <summary className="cursor-pointer text-sm font-semibold text-cream-50">Review, verify and edit</summary>
        <div className="mt-4 grid gap-8">
          <section className="grid gap-3" aria-label={`Checks of ${firm.company}`}>
            <h3 className="font-sans text-base font-semibold text-cream-50">What was checked</h3>
            <Checks firm={firm} />
            <CheckForm firmId={firm.id} />
          </section>
          <section className="grid gap-3" aria-label={`Leads of ${firm.company}`}>
            <h3 className="font-sans text-base font-semibold text-cream-50">Assigned leads</h3>
            <FirmLeads firmId={firm.id} />
          </section>
          <section className="grid gap-3" aria-label={`Profile of ${firm.company}`}>
            <h3 className="font-sans text-base font-semibold text-cream-50">Profile</h3>
            <ProfileForm idPrefix={`firm-${firm.id}`} initial={firm} save={(input) => edit.mutateAsync(input)} />
          </section>
        </div>
      </details>
    </article>
  );
}
