import { LoadError } from '@/components/ui/load-error.tsx';
import { WithQueries } from '@/lib/query-client.tsx';
import { AdminNav } from '../components/admin-nav.tsx';
import { useFirms } from './api/contractors.ts';
import { FirmCard } from './components/firm-card.tsx';
import { InviteForm } from './components/invite-form.tsx';

function Firms() {
  const firms = useFirms();
  if (firms.isPending) return <p className="text-sm text-mist-300">Loading contractors...</p>;
  if (firms.isError) return <LoadError what="The contractors" onRetry={() => void firms.refetch()} />;
  if (firms.data.length === 0) return <p className="text-sm text-mist-300">No contractors yet. Invite the first firm above.</p>;
  return (
    <ul className="grid gap-6">
      {firms.data.map((firm) => (
        <li key={firm.id}>
          <FirmCard firm={firm} />
        </li>
      ))}
    </ul>
  );
}

/** /admin/contractors: invite, verify, approve, edit and deactivate partner firms (admin role; RLS guards the data). */
export default function AdminContractorsPage() {
  return (
    <WithQueries>
      <div className="container-page py-10 sm:py-14">
        <p className="eyebrow">The business</p>
        <h1 className="mt-3 text-4xl text-cream-50">Contractors</h1>
        <AdminNav current="contractors" />
        <div className="mt-8 grid gap-10">
          <InviteForm />
          <Firms />
        </div>
      </div>
    </WithQueries>
  );
}
