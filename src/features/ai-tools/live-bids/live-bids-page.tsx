import { Link } from 'react-router';
import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { weightPercent } from './lib/weights.ts';

/** How a round runs, for anyone who opens the page (the tool itself loads only for an admin). */
const STEPS = [
  ['The business sends a lead out', 'An admin picks an open lead, checks the brief the firms will read (the project, never the customer’s name or contact details), sets a deadline and invites firms; the best-fitting ones are suggested.'],
  ['Invited firms bid', 'Each firm sees the invitation on its contractor dashboard and sends a price, a start date, a duration and a note. It may revise its bid until the deadline and never sees another firm’s bid.'],
  ['Bids arrive live, ranked', `Price counts ${weightPercent('price')} (compared with our estimator’s range for the cellar), fit ${weightPercent('fit')} (service, area, verified checks, responsiveness) and response time ${weightPercent('response')}. The top bid is recommended, with its reasons.`],
  ['An admin awards', 'Awarding is a button and a confirmation: the lead is assigned to the firm, bidding closes and the other firms see the outcome on their dashboard. Nothing is emailed to the customer.'],
] as const;

const LiveBidsTool = roleGated('admin', () => import('./components/live-bids-body.tsx'));

function LiveBids() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <section aria-labelledby="how-title" className="card p-6 sm:p-8">
        <h2 id="how-title" className="font-sans text-lg font-semibold text-cream-50">
          How a round runs
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2">
          {STEPS.map(([step, detail], index) => (
            <li key={step} className="grid gap-1">
              <span className="font-medium text-cream-100">
                {index + 1}. {step}
              </span>
              <span className="text-sm text-mist-300">{detail}</span>
            </li>
          ))}
        </ol>
        <p className="mt-5 text-sm text-mist-300">
          Everything runs inside the business’s own backend: the ranking is worked out in your browser from the bids and our estimator, and no bid or lead is sent to an AI model. Partner
          contractors bid from{' '}
          <Link to="/contractor" className="text-gold-200 underline underline-offset-4">
            their dashboard
          </Link>
          , signed in with their contractor account.
        </p>
      </section>
      <LiveBidsTool />
    </div>
  );
}

export default toolPage('live-bid-optimization', LiveBids);
