import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { VERIFICATION_LABELS } from '@domain/contractors/rules.ts';
import { PORTAL_STANDING, firmStanding } from '@domain/contractors/listing.ts';
import { LoadError } from '@/components/ui/load-error.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { WithQueries } from '@/lib/query-client.tsx';
import { useAssignedLeads } from './api/leads.ts';
import { useFirm, useFirmChecks, useUpdateFirm, type Firm } from './api/portal.ts';
import { AssignedLeadCard } from './components/assigned-lead.tsx';
import { BidInvitations } from './components/bid-invitations.tsx';
import { checkedOn } from './components/credentials.tsx';
import { PortfolioManager } from './components/portfolio-manager.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { LiveStatusIndicator } from '@/components/ui/live-status.tsx';
import { useLivePortal } from './hooks/use-live-portal.ts';

function Standing({ firm }: { firm: Firm }) {
  const checks = useFirmChecks(firm.id);
  const standing = firmStanding({ ...firm, checks: checks.data?.length ?? 0 });
  // Listed or not depends on the checks: until they are read, an approved firm's line waits for them.
  const state = standing === 'approved-not-listed' && checks.data === undefined ? null : PORTAL_STANDING[standing];
  return (
    <section aria-labelledby="portal-standing" className="card grid gap-3 p-6">
      <h2 id="portal-standing" className="text-2xl text-cream-50">
        Your listing
      </h2>
      {state ? <p className="text-sm text-cream-100">{state}</p> : null}
      {standing === 'listed' ? (
        <Link to={`/contractors/${firm.slug}`} className="text-sm text-gold-200 underline underline-offset-4">
          View your public profile
        </Link>
      ) : null}
      <h3 className="mt-2 font-sans text-base font-semibold text-cream-50">What WineCellarGPT verified</h3>
      {checks.data && checks.data.length > 0 ? (
        <ul className="grid gap-1 text-sm text-mist-300">
          {checks.data.map((check) => (
            <li key={check.id} className="flex items-center gap-2">
              <BadgeCheck className="size-4 text-gold-300" aria-hidden="true" />
              {VERIFICATION_LABELS[check.kind]} checked on <time dateTime={check.checked_on}>{checkedOn(check.checked_on)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-mist-400">Nothing yet. Send your licence, insurance and a reference to the team; they record each check here.</p>
      )}
    </section>
  );
}

function Leads() {
  const leads = useAssignedLeads();
  const live = useLivePortal();
  return (
    <section aria-labelledby="portal-leads" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="portal-leads" className="text-2xl text-cream-50">
          Your leads
        </h2>
        <LiveStatusIndicator status={live} />
      </div>
      {leads.isError ? <LoadError what="Your leads" onRetry={() => void leads.refetch()} /> : null}
      {leads.data && leads.data.length === 0 ? <p className="text-sm text-mist-300">No leads are assigned to your firm right now.</p> : null}
      {leads.data?.map((lead) => <AssignedLeadCard key={lead.id} lead={lead} />)}
    </section>
  );
}

function Portal({ firm }: { firm: Firm }) {
  const update = useUpdateFirm(firm.id);
  return (
    <div className="grid gap-12">
      <Standing firm={firm} />
      <BidInvitations />
      <Leads />
      <section aria-labelledby="portal-profile" className="grid gap-4">
        <h2 id="portal-profile" className="text-2xl text-cream-50">
          Company profile
        </h2>
        <ProfileForm
          idPrefix="firm"
          initial={firm}
          save={(input) => update.mutateAsync(input)}
          note="Contact details stay private: visitors reach you through WineCellarGPT. Approval and checks are recorded by the team."
        />
      </section>
      <section aria-labelledby="portal-portfolio" className="grid gap-4">
        <h2 id="portal-portfolio" className="text-2xl text-cream-50">
          Portfolio
        </h2>
        <PortfolioManager firmId={firm.id} />
      </section>
    </div>
  );
}

function PortalForUser({ userId }: { userId: string }) {
  const firm = useFirm(userId);
  if (firm.isPending) return <PageSpinner />;
  if (firm.isError) return <LoadError what="Your firm" onRetry={() => void firm.refetch()} />;
  if (!firm.data) {
    return <p className="text-mist-300">No contractor profile belongs to this account yet. If you were invited, ask the WineCellarGPT team to check the address they used.</p>;
  }
  return <Portal firm={firm.data} />;
}

/** /contractor: the firm's own dashboard (contractor role; RLS limits every read to the firm). */
export default function ContractorPortalPage() {
  const { user } = useAuth();
  return (
    <WithQueries>
      <div className="container-page py-10 sm:py-14">
        <p className="eyebrow">Contractor portal</p>
        <h1 className="mt-3 text-4xl text-cream-50">Your firm</h1>
        <div className="mt-8">{user ? <PortalForUser userId={user.id} /> : <PageSpinner />}</div>
      </div>
    </WithQueries>
  );
}
