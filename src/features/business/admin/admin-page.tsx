import { useSearchParams } from 'react-router';
import { WithQueries } from '@/lib/query-client.tsx';
import { AdminNav } from './components/admin-nav.tsx';
import { LeadInbox } from './components/lead-inbox.tsx';
import { NewsletterSignups } from './components/newsletter-signups.tsx';

/** /admin: the business's lead inbox (admin role; RequireAuth checks it, RLS guards the data). */
export default function AdminPage() {
  const [params] = useSearchParams();
  const view = params.get('view') === 'newsletter' ? 'newsletter' : 'leads';
  return (
    <WithQueries>
      <div className="container-page py-10 sm:py-14">
        <p className="eyebrow">The business</p>
        <h1 className="mt-3 text-4xl text-cream-50">Lead inbox</h1>
        <AdminNav current={view} />
        <div className="mt-8">{view === 'newsletter' ? <NewsletterSignups /> : <LeadInbox />}</div>
      </div>
    </WithQueries>
  );
}
