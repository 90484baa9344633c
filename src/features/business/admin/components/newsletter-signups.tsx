import { useState } from 'react';
import { LoadErrorCard } from '@/components/ui/load-error-card.tsx';
import { fetchAllSignups, useNewsletter } from '../api/newsletter.ts';
import { downloadCsv, toCsv } from '../lib/csv.ts';
import { ExportCsvButton } from './export-csv-button.tsx';
import { dateTime } from './format.ts';
import { Pager } from './pager.tsx';

const SIZE = 50;

/** Everyone who signed up for the monthly letter with the site's own form. */
export function NewsletterSignups() {
  const [page, setPage] = useState(1);
  const list = useNewsletter(page, SIZE);

  async function exportCsv() {
    const rows = await fetchAllSignups();
    downloadCsv(
      `newsletter-${new Date().toISOString().slice(0, 10)}.csv`,
      toCsv(['Email', 'Source', 'Signed up'], rows.map((row) => [row.email, row.source, row.created_at])),
    );
  }

  return (
    <section aria-labelledby="newsletter-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="newsletter-title" className="font-sans text-xl font-semibold text-cream-50">Newsletter signups</h2>
        <ExportCsvButton run={exportCsv} failure="Could not export the signups" empty={!list.data?.total} />
      </div>
      {list.isPending ? <p role="status" className="text-mist-300">Loading signups...</p> : null}
      {list.isError ? <LoadErrorCard what="the signups" onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        list.data.total === 0 ? (
          <p className="card p-6 text-mist-300">No signups yet. Addresses from the site’s newsletter form land here.</p>
        ) : (
          <>
            <div className="scroll-x rounded-xl border border-cellar-700">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Newsletter signups, newest first</caption>
                <thead className="bg-cellar-800 text-xs uppercase tracking-wide text-mist-300">
                  <tr>
                    <th scope="col" className="px-4 py-3">Email</th>
                    <th scope="col" className="px-4 py-3">Source</th>
                    <th scope="col" className="px-4 py-3">Signed up</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.rows.map((row) => (
                    <tr key={row.id} className="border-t border-cellar-700">
                      <th scope="row" className="px-4 py-3 font-normal text-cream-100">{row.email}</th>
                      <td className="px-4 py-3 text-mist-300">{row.source}</td>
                      <td className="px-4 py-3 text-mist-300">
                        <time dateTime={row.created_at}>{dateTime.format(new Date(row.created_at))}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} size={SIZE} total={list.data.total} label="Signups" onPage={setPage} />
          </>
        )
      ) : null}
    </section>
  );
}
