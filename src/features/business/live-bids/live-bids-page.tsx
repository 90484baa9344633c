import { Link } from 'react-router';
import { gatedToolPage } from '@/components/tool-shell/gated-tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { ToolExplainer } from '@/components/tool-shell/tool-explainer.tsx';
import { weightPercent } from '@domain/bids/weights.ts';

/** How a round runs, for anyone who opens the page (the tool itself loads only for an admin). */
const STEPS = [
  ['1. The business sends a lead out', 'An admin picks an open lead, checks the brief the firms will read (the project, never the customer’s name or contact details), sets a deadline and invites firms; the best-fitting ones are suggested.'],
  ['2. Invited firms bid', 'Each firm sees the invitation on its contractor dashboard and sends a price, a start date, a duration and a note. It may revise its bid until the deadline and never sees another firm’s bid.'],
  ['3. Bids arrive live, ranked', `Price counts ${weightPercent('price')} (compared with our estimator’s range for the cellar), fit ${weightPercent('fit')} (service, area, verified checks, responsiveness) and response time ${weightPercent('response')}. The top bid is recommended, with its reasons.`],
  ['4. An admin awards', 'Awarding is a button and a confirmation: the lead is assigned to the firm, bidding closes and the other firms see the outcome on their dashboard. Nothing is emailed to the customer.'],
] as const;

const explainer = (
  <ToolExplainer id="how-title" title="How a round runs" items={STEPS}>
    <p className="mt-5 text-sm text-mist-300">
      Everything runs inside the business’s own backend: the ranking is worked out in your browser from the bids and our estimator, and no bid or lead is sent to an AI model. Partner
      contractors bid from{' '}
      <Link to="/contractor" className="text-gold-200 underline underline-offset-4">
        their dashboard
      </Link>
      , signed in with their contractor account.
    </p>
  </ToolExplainer>
);

export default gatedToolPage('live-bid-optimization', explainer, roleGated('admin', () => import('./components/live-bids-body.tsx')));
