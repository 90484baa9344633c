import { Link } from 'react-router';
import { CardList, ReportSection } from '@/components/tool-shell/report-section.tsx';
import type { RedFlag } from '@domain/document-analysis/red-flags.ts';

const SEVERITY = { high: 'Serious', medium: 'Worth raising', ask: 'Ask the builder' } as const;

/** The quote checked against the guides' rules and the estimator's load: each flag quotes the line, states the rule and links the guide. */
export function RedFlagList({ flags, checked }: { flags: readonly RedFlag[]; checked: readonly string[] }) {
  return (
    <ReportSection id="red-flags" title="Checked against our guides">
      <CardList
        items={flags}
        testId="red-flags"
        tag={(flag) => ['flag', `${flag.id}-${flag.line}`]}
        empty={
          checked.length > 0
            ? `Nothing in this document breaks the rules we check. Checked: ${checked.join('; ')}.`
            : 'The document states none of what our rules check (vapor barrier, R-values, glass, the unit’s capacity, warranty), so nothing could be checked. Ask the builder for each in writing.'
        }
      >
        {(flag) => (
          <div data-flag-id={flag.id}>
            <p className="text-sm font-semibold text-ink-900">
              <span className={flag.severity === 'high' ? 'text-wine-800' : 'text-ink-800'}>{SEVERITY[flag.severity]}:</span> {flag.title}{' '}
              <span className="font-normal text-ink-700">(line {flag.line})</span>
            </p>
            <p className="mt-1 text-sm text-ink-800">{flag.found}</p>
            <p className="mt-1 text-sm text-ink-800">{flag.rule}</p>
            <p className="mt-1 text-sm">
              <Link to={flag.source.url} className="text-wine-800 underline underline-offset-2 hover:text-wine-900">
                {flag.source.title}
              </Link>
            </p>
          </div>
        )}
      </CardList>
    </ReportSection>
  );
}
