import { formatUsd } from '@domain/estimator/format.ts';
import { clientBasis, type Proposal, type UpgradeKey } from '@domain/proposal/proposal.ts';

interface ProposalDocumentProps {
  document: Proposal;
  /** The admin's preview: each upgrade has a checkbox. The client and stored versions show them as they are. */
  onToggleUpgrade?: (key: UpgradeKey, included: boolean) => void;
  /** Distinguishes the ids of two documents on one page. */
  idPrefix: string;
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-mist-300 uppercase';
const td = 'px-3 py-2 align-top';

/**
 * A proposal as the client reads it: itemized price, upgrades, payments,
 * timeline and warranties. The admin's builder previews the same component,
 * so what it shows is what the client gets; where in the estimator's range
 * the price sits is the business's own business and the builder says it
 * beside this, never in it.
 */
export function ProposalDocument({ document: doc, onToggleUpgrade, idPrefix }: ProposalDocumentProps) {
  return (
    <div className="grid gap-6 text-cream-100">
      <section aria-labelledby={`${idPrefix}-items`}>
        <h3 id={`${idPrefix}-items`} className="font-sans text-base font-semibold text-cream-50">
          The project, itemized
        </h3>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[20rem] text-sm" data-testid="proposal-lines">
            <thead>
              <tr className="border-b border-cellar-600">
                <th scope="col" className={th}>
                  Item
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {doc.lines.map((line) => (
                <tr key={line.key} className="border-b border-cellar-700">
                  <th scope="row" className={`${td} text-left font-normal`}>
                    <span className="font-medium text-cream-50">{line.label}</span>
                    <span className="block text-xs text-mist-300">{clientBasis(line)}</span>
                  </th>
                  <td className={`${td} text-right tabular-nums`}>{formatUsd(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className={`${td} text-left text-base font-semibold text-cream-50`}>
                  Total
                </th>
                <td className={`${td} text-right text-base font-semibold text-gold-300 tabular-nums`} data-testid="proposal-total">
                  {formatUsd(doc.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="mt-2 text-xs text-mist-300">For a cellar holding {doc.bottles.toLocaleString('en-US')} bottles.</p>
      </section>

      {doc.upgrades.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-upgrades`}>
          <h3 id={`${idPrefix}-upgrades`} className="font-sans text-base font-semibold text-cream-50">
            Optional upgrades
          </h3>
          <ul className="mt-2 grid gap-2">
            {doc.upgrades.map((upgrade) => (
              <li key={upgrade.key} className="rounded-lg border border-cellar-600 p-3 text-sm">
                {onToggleUpgrade ? (
                  <label className="flex items-start gap-3">
                    <input type="checkbox" className="mt-1 size-4 accent-gold-400" checked={upgrade.included} onChange={(event) => onToggleUpgrade(upgrade.key, event.target.checked)} />
                    <UpgradeText label={upgrade.label} description={upgrade.description} amount={upgrade.amount} included={upgrade.included} />
                  </label>
                ) : (
                  <UpgradeText label={upgrade.label} description={upgrade.description} amount={upgrade.amount} included={upgrade.included} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={`${idPrefix}-payments`}>
        <h3 id={`${idPrefix}-payments`} className="font-sans text-base font-semibold text-cream-50">
          Payment schedule
        </h3>
        <ol className="mt-2 grid gap-2 text-sm" data-testid="proposal-payments">
          {doc.payments.map((payment) => (
            <li key={payment.label} className="flex flex-wrap justify-between gap-x-4 border-b border-cellar-700 pb-2">
              <span>
                <span className="font-medium text-cream-50">
                  {payment.label} ({payment.percent}%)
                </span>
                <span className="block text-xs text-mist-300">{payment.due}</span>
              </span>
              <span className="tabular-nums">{formatUsd(payment.amount)}</span>
            </li>
          ))}
        </ol>
      </section>

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby={`${idPrefix}-timeline`}>
          <h3 id={`${idPrefix}-timeline`} className="font-sans text-base font-semibold text-cream-50">
            Timeline: {doc.timeline.minWeeks}–{doc.timeline.maxWeeks} weeks
          </h3>
          <ol className="mt-2 grid gap-1.5 text-sm">
            {doc.timeline.phases.map((phase) => (
              <li key={phase.label}>
                {phase.label}: <span className="tabular-nums">{phase.minWeeks}–{phase.maxWeeks} weeks</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby={`${idPrefix}-warranties`}>
          <h3 id={`${idPrefix}-warranties`} className="font-sans text-base font-semibold text-cream-50">
            Warranties
          </h3>
          <dl className="mt-2 grid gap-1.5 text-sm" data-testid="proposal-warranties">
            {doc.warranties.map((warranty) => (
              <div key={warranty.covers} className="flex flex-wrap justify-between gap-x-3">
                <dt>{warranty.covers}</dt>
                <dd className="font-medium text-cream-50">{warranty.term}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}

function UpgradeText({ label, description, amount, included }: { label: string; description: string; amount: number; included: boolean }) {
  return (
    <span className="grid flex-1 gap-0.5">
      <span className="flex flex-wrap justify-between gap-x-3">
        <span className="font-medium text-cream-50">{label}</span>
        <span className="tabular-nums">{included ? `Included (${formatUsd(amount)})` : `+ ${formatUsd(amount)}`}</span>
      </span>
      <span className="text-xs text-mist-300">{description}</span>
    </span>
  );
}
