import { Link } from 'react-router';
import { Calculator, ExternalLink, FileText } from 'lucide-react';
import { useAuth } from '@/lib/auth.tsx';
import { SAVED_KIND_LABELS } from '@/config/tools.ts';
import { useDeleteCalculation, useSavedCalculations } from '@/lib/saved-calculations.ts';
import { ConfirmDelete, deleteNotices, EmptyState, SavedItemsLayout, SavedListStates } from './components/saved-items-layout.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function CalculationsList() {
  const { user } = useAuth();
  const query = useSavedCalculations(user?.id);
  const remove = useDeleteCalculation();

  return (
    <SavedListStates
      query={query}
      what="calculations"
      empty={
        <EmptyState icon={<Calculator className="size-7" aria-hidden="true" />} title="No saved calculations yet">
          <p>
            Run a calculator and press <strong className="text-cream-50">Save</strong>: the inputs and results land here, ready to reopen, share
            or attach to a quote.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/calculators/cost" className="btn-gold">
              Estimate a cellar’s cost
            </Link>
            <Link to="/calculators" className="btn-outline">
              All calculators
            </Link>
          </div>
        </EmptyState>
      }
    >
      {(items) => (
        <ul className="grid gap-5 lg:grid-cols-2" aria-label="Saved calculations">
          {items.map((item) => (
            <li key={item.id} className="card flex flex-col p-6">
              <p className="eyebrow">{SAVED_KIND_LABELS[item.kind]}</p>
              <h2 className="mt-2 text-xl text-cream-50">{item.title}</h2>
              <p className="mt-2 font-display text-2xl text-gold-300">{item.summary.headline}</p>
              {item.summary.lines.length > 0 ? (
                <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  {item.summary.lines.map((line) => (
                    <div key={line.label} className="contents">
                      <dt className="text-mist-400">{line.label}</dt>
                      <dd className="text-right text-cream-100">{line.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              <p className="mt-4 text-xs text-mist-400">
                Saved <time dateTime={item.created_at}>{dateFormat.format(new Date(item.created_at))}</time>
              </p>
              <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-cellar-700 pt-4">
                <Link to={item.summary.link} className="btn-gold px-4 text-sm">
                  <ExternalLink className="size-4" aria-hidden="true" />
                  Open<span className="sr-only"> {item.title}</span>
                </Link>
                <Link to={`/quote?calculation=${encodeURIComponent(item.id)}`} className="btn-outline px-4 text-sm">
                  <FileText className="size-4" aria-hidden="true" />
                  Get a quote with this
                </Link>
                <span className="ml-auto">
                  <ConfirmDelete
                    label={item.title}
                    busy={remove.isPending && remove.variables === item.id}
                    onConfirm={() => remove.mutate(item.id, deleteNotices('Calculation deleted'))}
                  />
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SavedListStates>
  );
}

export default function MyCalculationsPage() {
  return (
    <SavedItemsLayout
      title="My Calculations"
      intro="Everything you saved from the calculators. Open one to continue where you left off, or attach it to a quote request."
    >
      <CalculationsList />
    </SavedItemsLayout>
  );
}
