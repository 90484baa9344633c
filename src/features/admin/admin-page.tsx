import { Link, useSearchParams } from 'react-router';
import { WithQueries } from '@/lib/query-client.tsx';
import { LeadInbox } from './components/lead-inbox.tsx';
import { NewsletterSignups } from './components/newsletter-signups.tsx';

const VIEWS = [
  { key: 'leads', label: 'Leads', to: '/admin' },
  { key: 'newsletter', label: 'Newsletter', to: '/admin?view=newsletter' },
] as const;

/** /admin: the business's lead inbox (admin role; RequireAuth checks it, RLS guards the data). */
export default function AdminPage() {
  const [params] = useSearchParams();
  const view = params.get('view') === 'newsletter' ? 'newsletter' : 'leads';
  return (
    <WithQueries>
      <div className="container-page py-10 sm:py-14">
        <p className="eyebrow">The business</p>
        <h1 className="mt-3 text-4xl text-cream-50">Lead inbox</h1>
        <nav aria-label="Admin sections" className="mt-6 flex gap-2 border-b border-cellar-700">
          {VIEWS.map((item) => (
            <Link
              key={item.key}
              to={item.to}
              aria-current={view === item.key ? 'page' : undefined}
              className={`-mb-px border-b-2 px-4 py-2 text-sm ${view === item.key ? 'border-gold-300 text-cream-50' : 'border-transparent text-mist-300 hover:text-cream-100'}`}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="mt-8">{view === 'newsletter' ? <NewsletterSignups /> : <LeadInbox />}</div>
      </div>
    </WithQueries>
  );
}
