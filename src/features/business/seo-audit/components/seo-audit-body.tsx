import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Download, Play } from 'lucide-react';
import { downloadBlob } from '@/lib/download.ts';
import { ColumnHeads } from '@/components/ui/column-heads.tsx';
import { LabelledProgress } from '@/components/ui/labelled-progress.tsx';
import { CHECKS, DESCRIPTION_RANGE, TITLE_RANGE, type AuditReport, type Severity } from '@domain/seo/audit.ts';
import { reportMarkdown } from '@domain/seo/report-markdown.ts';
import { auditThisSite, SiteUnreadable } from '../site.ts';

const SEVERITY_LABELS: Record<Severity, string> = { error: 'Error', warning: 'Warning', info: 'Note' };
const SEVERITY_STYLES: Record<Severity, string> = {
  error: 'border-red-400/60 bg-red-900/30 text-red-100',
  warning: 'border-amber-300/60 bg-amber-900/20 text-amber-100',
  info: 'border-cellar-600 bg-cellar-850 text-mist-300',
};

function SeverityBadge({ severity }: { severity: Severity }) {
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${SEVERITY_STYLES[severity]}`}>{SEVERITY_LABELS[severity]}</span>;
}

function Lengths({ text, range }: { text: string | null; range: { min: number; max: number } }) {
  if (text === null) return <span className="text-mist-400">–</span>;
  const outside = text.length < range.min || text.length > range.max;
  return <span className={outside ? 'font-semibold text-amber-200' : ''}>{text.length}</span>;
}

type Run = { status: 'idle' } | { status: 'running'; done: number; total: number } | { status: 'failed'; message: string } | { status: 'done'; report: AuditReport; at: Date };

/** The audit itself, for an admin: run it, read the fixes, the site's findings and each page's, and download the report. */
export default function SeoAuditBody() {
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const [onlyWithFindings, setOnlyWithFindings] = useState(true);

  const start = async () => {
    setRun({ status: 'running', done: 0, total: 0 });
    try {
      const report = await auditThisSite((done, total) => setRun({ status: 'running', done, total }));
      setRun({ status: 'done', report, at: new Date() });
    } catch (error) {
      console.error('[seo-audit] failed', error);
      setRun({
        status: 'failed',
        message: error instanceof SiteUnreadable ? error.message : 'The site could not be read just now. Check the connection and run the audit again.',
      });
    }
  };

  const report = run.status === 'done' ? run.report : null;
  const pages = useMemo(() => (report ? report.pages.filter((page) => !onlyWithFindings || page.findings.some((f) => f.severity !== 'info')) : []), [report, onlyWithFindings]);

  return (
    <section aria-labelledby="audit-title" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="card grid gap-4 p-6 sm:p-8">
        <h2 id="audit-title" className="font-sans text-xl font-semibold text-cream-50">
          Audit this site
        </h2>
        <p className="text-mist-300">Reads every route of the build on {window.location.host}: its route list, sitemap.xml and each page’s HTML. It takes a few seconds.</p>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-gold" onClick={() => void start()} disabled={run.status === 'running'}>
            <Play className="size-4" aria-hidden="true" />
            {run.status === 'done' ? 'Run again' : 'Run the audit'}
          </button>
          {report ? (
            <button type="button" className="btn-outline" onClick={() => downloadBlob(new Blob([reportMarkdown(report, window.location.host, run.status === 'done' ? run.at : new Date())], { type: 'text/markdown' }), 'seo-audit.md')}>
              <Download className="size-4" aria-hidden="true" />
              Download the report
            </button>
          ) : null}
        </div>
        {run.status === 'running' ? (
          <LabelledProgress id="audit-progress" label={run.total ? `Reading pages: ${run.done} of ${run.total}` : 'Reading the route list…'} max={run.total || 1} value={run.done} />
        ) : null}
        {run.status === 'failed' ? (
          <p role="alert" className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50">
            {run.message}
          </p>
        ) : null}
      </div>

      {report ? (
        <>
          <div role="status" className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="audit-summary">
            {[
              ['Summary score', `${report.score} / 100`],
              ['Pages', String(report.pages.length)],
              ['Errors', String(report.counts.error)],
              ['Warnings', String(report.counts.warning)],
            ].map(([label, value]) => (
              <p key={label} className="card p-4">
                <span className="block text-sm text-mist-400">{label}</span>
                <span className="font-display text-2xl text-cream-50 tabular-nums">{value}</span>
              </p>
            ))}
          </div>
          <p className="text-sm text-mist-400">The score is this audit’s summary (100, less 5 per error and 1 per warning), not a search engine’s ranking.</p>

          <section aria-labelledby="fixes-title" className="card p-6 sm:p-8">
            <h3 id="fixes-title" className="font-sans text-lg font-semibold text-cream-50">
              Fixes, most important first
            </h3>
            {report.fixes.length === 0 ? (
              <p className="mt-3 text-mist-300">Nothing to fix: every page passes every check.</p>
            ) : (
              <ol className="mt-4 grid gap-4">
                {report.fixes.map((fix) => (
                  <li key={fix.check} className="grid gap-1.5">
                    <p className="flex flex-wrap items-center gap-2">
                      <SeverityBadge severity={fix.severity} />
                      <span className="text-cream-100">{fix.how}</span>
                    </p>
                    {fix.paths.length > 0 ? (
                      <p className="text-sm text-mist-300">
                        {fix.paths.length === 1 ? 'On ' : `On ${fix.paths.length} pages: `}
                        {fix.paths.join(', ')}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </section>

          {report.site.length > 0 ? (
            <section aria-labelledby="site-title" className="card p-6 sm:p-8">
              <h3 id="site-title" className="font-sans text-lg font-semibold text-cream-50">
                The site as a whole
              </h3>
              <ul className="mt-4 grid gap-2">
                {report.site.map((item) => (
                  <li key={`${item.check}${item.path}`} className="flex flex-wrap items-center gap-2 text-sm text-mist-300">
                    <SeverityBadge severity={item.severity} /> {item.detail}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="pages-title" className="card p-6 sm:p-8">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id="pages-title" className="font-sans text-lg font-semibold text-cream-50">
                Page by page
              </h3>
              <label className="flex items-center gap-2 text-sm text-mist-300">
                <input type="checkbox" className="size-4 accent-gold-400" checked={onlyWithFindings} onChange={(event) => setOnlyWithFindings(event.target.checked)} />
                Only pages with something to fix
              </label>
            </div>
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">Each audited page: the length of its title and description, its h1 count and what the audit found</caption>
                <ColumnHeads heads={['Page', `Title (${TITLE_RANGE.min}–${TITLE_RANGE.max})`, `Description (${DESCRIPTION_RANGE.min}–${DESCRIPTION_RANGE.max})`, 'h1', 'Findings']} />
                <tbody>
                  {pages.map((page) => (
                    <tr key={page.path} className="border-t border-cellar-700 align-top" data-testid="audit-page">
                      <th scope="row" className="py-2 pr-3 font-normal">
                        <Link to={page.path} className="text-gold-200 underline underline-offset-4">
                          {page.path}
                        </Link>
                      </th>
                      <td className="py-2 pr-3 tabular-nums">
                        <Lengths text={page.title} range={TITLE_RANGE} />
                      </td>
                      <td className="py-2 pr-3 tabular-nums">
                        <Lengths text={page.description} range={DESCRIPTION_RANGE} />
                      </td>
                      <td className="py-2 pr-3 tabular-nums">{page.prerendered ? page.h1 : '–'}</td>
                      <td className="py-2">
                        {page.findings.length === 0 ? (
                          <span className="text-mist-400">None</span>
                        ) : (
                          <ul className="grid gap-1">
                            {page.findings.map((item) => (
                              <li key={item.check + item.detail} className="flex flex-wrap items-start gap-2">
                                <SeverityBadge severity={item.severity} />
                                <span className="text-mist-300">{item.detail}</span>
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {pages.length === 0 ? <p className="mt-3 text-mist-300">Every page passes; untick the box to see them all.</p> : null}
            </div>
          </section>
          <p className="text-sm text-mist-400">
            Checks: {Object.keys(CHECKS).length}. Lengths follow common search-result guidance (titles are cut at about 60 characters, descriptions at about
            160); a page whose wording the business chose on purpose may keep it.
          </p>
        </>
      ) : null}
    </section>
  );
}
