import { lazy } from 'react';
import { ACCEPT_PARAM, ACCEPT_VALID_DAYS } from '@domain/proposal/links.ts';
import { PAYMENT_PLAN } from '@domain/proposal/payment-plan.ts';
import { business } from '@domain/business.ts';
import { gatedToolPage } from '@/components/tool-shell/gated-tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { ToolExplainer } from '@/components/tool-shell/tool-explainer.tsx';

/** What a proposal holds, for anyone who opens the page (the builder itself loads for admins only). */
const HOLDS = [
  ['Itemized price', 'the estimator’s own line items for the project, priced at the low end, middle or high end of their ranges'],
  ['Optional upgrades', 'cooling, racking, finishes and door upgrades the client can see priced, each the estimator’s difference'],
  ['Timeline', `${business.timeline.label} from deposit to a cellar holding temperature, phase by phase`],
  ['Warranties', business.warranties.label],
  ['Payment schedule', PAYMENT_PLAN.map((step) => `${step.percent}% ${step.label.toLowerCase()}`).join(', ')],
  ['Versions and acceptance', `every saved or sent edit kept; the client accepts online through a signed link that works for ${ACCEPT_VALID_DAYS} days`],
] as const;

const explainer = (
  <ToolExplainer id="holds-title" title="What a proposal holds" items={HOLDS}>
    <p className="mt-4 text-sm text-mist-300">The client’s data stays in the business’s backend: no AI provider is used, and the PDF is made in the browser.</p>
  </ToolExplainer>
);

// Only a client who followed a proposal email's link needs it.
const ClientProposal = lazy(() => import('./components/client-proposal.tsx'));

export default gatedToolPage('proposal-builder', explainer, roleGated('admin', () => import('./components/proposal-builder-body.tsx')), {
  param: ACCEPT_PARAM,
  opening: 'Opening your proposal…',
  view: ClientProposal,
});
