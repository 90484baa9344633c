/**
 * The contract generator's clause library (docs/ai-tools.md, "Contract
 * generator"): plain-English clauses written here, each a template whose
 * {{variables}} come from an accepted proposal, so the price, the schedule,
 * the warranties and the payment milestones in a contract are the proposal's
 * own numbers. Not legal advice: the business should have its lawyer review
 * the library once before using it.
 */
import { business } from '../business.ts';
import { formatUsd } from '../estimator/format.ts';
import type { Proposal } from '../proposal/proposal.ts';

export const CLAUSE_KEYS = ['scope', 'price', 'schedule', 'warranties', 'change-orders', 'payment-milestones', 'cancellation'] as const;
export type ClauseKey = (typeof CLAUSE_KEYS)[number];

export interface ClauseTemplate {
  title: string;
  text: string;
}

export const CLAUSE_LIBRARY: Record<ClauseKey, ClauseTemplate> = {
  scope: {
    title: 'Scope of work',
    text:
      '{{business}} ("we") will design and build a wine cellar of about {{bottles}} bottles for {{client}} ("you"), as itemized in proposal version {{proposalVersion}}: {{items}}. ' +
      'Work not listed there is not included unless added by a written change order.',
  },
  price: {
    title: 'Price',
    text:
      'The contract price is {{total}}, the total of the accepted proposal. It covers the materials, equipment and labor listed in the scope. ' +
      'Permits, electrical work outside the cellar and repairs to hidden conditions found when walls are opened are not included and are priced separately if needed.',
  },
  schedule: {
    title: 'Schedule',
    text:
      'We expect to complete the work {{weeksMin}} to {{weeksMax}} weeks after the deposit is received: {{phases}}. ' +
      'Dates move by the time lost to delays we do not control, such as late access to the site, your changes, inspections or supplier shortages, and we will tell you of any delay in writing.',
  },
  warranties: {
    title: 'Warranties',
    text:
      'We warrant our construction work for {{constructionWarranty}}, the climate system (cooling unit and controls) for {{climateWarranty}}, and the racking for {{rackingWarranty}}, from completion. ' +
      'The warranties cover defects in materials and workmanship; they do not cover damage from misuse, power failures, flooding, or changes made by others.',
  },
  'change-orders': {
    title: 'Changes',
    text:
      'Either of us may propose a change to the scope. A change takes effect only when both of us sign a written change order stating the work, its price and its effect on the schedule. ' +
      'Changes are priced with the same estimator and rates as the proposal.',
  },
  'payment-milestones': {
    title: 'Payment milestones',
    text: 'You will pay the contract price in these installments, each due within 7 days of its milestone: {{payments}}. We may pause the work while a payment is more than 14 days late.',
  },
  cancellation: {
    title: 'Cancellation',
    text:
      'You may cancel in writing within 3 business days of signing for a full refund. After that you may still cancel in writing at any time; you then pay for the work done and for materials ordered that cannot be returned, ' +
      'and we refund the rest of what you have paid within 30 days. We may cancel if a payment is more than 30 days late, on the same terms.',
  },
};

export interface ContractSource {
  clientName: string;
  proposalVersion: number;
  document: Proposal;
}

/** Every variable a clause may use, as text, from the accepted proposal and the business config. */
export function contractVariables(source: ContractSource): Record<string, string> {
  const doc = source.document;
  const w = business.warranties;
  const items = [...doc.lines.map((line) => `${line.label} (${formatUsd(line.amount)})`), ...doc.upgrades.filter((u) => u.included).map((u) => `${u.label} (included)`)];
  return {
    business: business.legalName,
    client: source.clientName,
    proposalVersion: String(source.proposalVersion),
    bottles: doc.bottles.toLocaleString('en-US'),
    items: items.join('; '),
    total: formatUsd(doc.total),
    weeksMin: String(doc.timeline.minWeeks),
    weeksMax: String(doc.timeline.maxWeeks),
    phases: doc.timeline.phases.map((phase) => `${phase.label.toLowerCase()} (${phase.minWeeks}–${phase.maxWeeks} weeks)`).join('; '),
    constructionWarranty: `${w.constructionYears} years`,
    climateWarranty: `${w.climateSystemsYears} years`,
    rackingWarranty: w.racking === 'lifetime' ? 'the lifetime of the cellar' : String(w.racking),
    payments: doc.payments.map((payment) => `${payment.label.toLowerCase()}, ${formatUsd(payment.amount)} (${payment.percent}%): ${payment.due.toLowerCase()}`).join('; '),
  };
}

export class UnknownVariable extends Error {
  constructor(readonly variable: string) {
    super(`Unknown variable {{${variable}}}`);
    this.name = 'UnknownVariable';
  }
}

/** A template with its {{variables}} filled; an unknown one is an error, never left in a contract. */
export function fill(template: string, variables: Record<string, string>): string {
  return template.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (_, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new UnknownVariable(name);
    return value;
  });
}

export interface Clause {
  key: ClauseKey;
  title: string;
  text: string;
  /** Whether the admin changed the library's wording for this contract. */
  edited: boolean;
}

/**
 * The contract's clauses in the library's order, filled from the proposal.
 * `edits` are the admin's wording for some clauses (templates too: they may
 * use the same variables), already stripped of markup by the caller's schema.
 */
export function assembleContract(source: ContractSource, edits: Partial<Record<ClauseKey, string>> = {}): Clause[] {
  const variables = contractVariables(source);
  return CLAUSE_KEYS.map((key) => {
    const edit = edits[key]?.trim();
    return { key, title: CLAUSE_LIBRARY[key].title, text: fill(edit || CLAUSE_LIBRARY[key].text, variables), edited: Boolean(edit) };
  });
}
