import { lazy } from 'react';
import { SIGN_PARAM } from '@domain/contract/record.ts';
import { gatedToolPage } from '@/components/tool-shell/gated-tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { ToolExplainer } from '@/components/tool-shell/tool-explainer.tsx';

/** The clause library's sections, for anyone who opens the page (the texts load with the tool). */
const SECTIONS = [
  ['Scope of work', 'the accepted proposal’s itemized lines and upgrades'],
  ['Price', 'the proposal’s total, and what it does not cover'],
  ['Schedule', 'the weeks from deposit to completion, phase by phase'],
  ['Warranties', 'construction, climate systems and racking, from the business’s terms'],
  ['Changes', 'written change orders, priced the same way'],
  ['Payment milestones', 'the proposal’s payment schedule, installment by installment'],
  ['Cancellation', 'a cooling-off period, then cancellation at cost'],
] as const;

const explainer = (
  <ToolExplainer id="sections-title" title="What a contract covers" items={SECTIONS}>
    <p className="mt-4 text-sm text-mist-300">
      The clauses are written in plain English by us, not by a lawyer, and are not legal advice: have them reviewed before relying on them. The client’s data stays in the business’s backend: no AI provider is used.
    </p>
  </ToolExplainer>
);

// Only a client who followed a contract email's link needs it.
const ClientContract = lazy(() => import('./components/client-contract.tsx'));

export default gatedToolPage('contract-generator', explainer, roleGated('admin', () => import('./components/contract-generator-body.tsx')), {
  param: SIGN_PARAM,
  opening: 'Opening your contract…',
  view: ClientContract,
});
