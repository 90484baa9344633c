/**
 * The proposal builder's state: the lead, the project's source (a saved or
 * attached estimate or design, or inputs typed in), the price point, the
 * upgrades and the note, and the live preview built from them. Saving sends
 * the choices, not the figures: the function rebuilds them.
 */
import { useMemo, useState } from 'react';
import { COST_DEFAULTS } from '@domain/estimator/defaults.ts';
import { LIMITS } from '@domain/estimator/limits.ts';
import type { CostValues } from '@domain/estimator/schemas.ts';
import { buildProposal, type PricePoint, type Proposal, type UpgradeKey } from '@domain/proposal/proposal.ts';
import type { ProposalDraftInput } from '@domain/proposal/schema.ts';
import type { LeadSummary } from './api/proposals.ts';
import { readProject, type ProjectSource } from './project-source.ts';

export type EnteredChoices = Pick<CostValues, 'cellarType' | 'rackingMaterial' | 'rackingStyle' | 'cooling' | 'glass' | 'door' | 'finishes' | 'region'>;

export interface Entered extends EnteredChoices {
  bottles: string;
}

const enteredFor = (lead: LeadSummary | null): Entered => ({
  bottles: String(lead?.capacityBottles && lead.capacityBottles >= LIMITS.bottles.min && lead.capacityBottles <= LIMITS.bottles.max ? lead.capacityBottles : COST_DEFAULTS.bottles),
  cellarType: lead?.projectType === 'commercial' ? 'commercial' : COST_DEFAULTS.cellarType,
  rackingMaterial: COST_DEFAULTS.rackingMaterial,
  rackingStyle: COST_DEFAULTS.rackingStyle,
  cooling: COST_DEFAULTS.cooling,
  glass: COST_DEFAULTS.glass,
  door: COST_DEFAULTS.door,
  finishes: COST_DEFAULTS.finishes,
  region: COST_DEFAULTS.region,
});

export const bottlesError = (text: string): string | null => {
  const value = Number(text.replace(/,/g, ''));
  if (!/^\s*[\d,]+\s*$/.test(text) || !Number.isInteger(value)) return 'Enter the number of bottles as a whole number.';
  if (value < LIMITS.bottles.min || value > LIMITS.bottles.max) return `Bottles must be between ${LIMITS.bottles.min} and ${LIMITS.bottles.max.toLocaleString('en-US')}.`;
  return null;
};

function enteredInputs(entered: Entered): CostValues | null {
  if (bottlesError(entered.bottles)) return null;
  const { bottles, ...choices } = entered;
  return { ...COST_DEFAULTS, ...choices, sizeBy: 'bottles', bottles: Number(bottles.replace(/,/g, '')) };
}

export function useProposalBuilder() {
  const [lead, setLeadState] = useState<LeadSummary | null>(null);
  const [source, setSource] = useState<ProjectSource | null>(null);
  const [entered, setEntered] = useState<Entered>(enteredFor(null));
  const [pricePoint, setPricePoint] = useState<PricePoint>('mid');
  const [upgrades, setUpgrades] = useState<UpgradeKey[]>([]);
  const [message, setMessage] = useState('');

  const setLead = (next: LeadSummary | null) => {
    setLeadState(next);
    setSource(next?.attached ?? null);
    setEntered(enteredFor(next));
    setUpgrades([]);
  };

  const project = useMemo(() => (source ? readProject(source) : null), [source]);
  const inputs: CostValues | null = source ? (project?.ok ? project.inputs : null) : enteredInputs(entered);
  const preview: Proposal | null = useMemo(() => (inputs ? buildProposal({ inputs, pricePoint, upgrades }) : null), [inputs, pricePoint, upgrades]);

  const toggleUpgrade = (key: UpgradeKey, included: boolean) => setUpgrades((current) => (included ? [...current.filter((k) => k !== key), key] : current.filter((k) => k !== key)));

  const draft: ProposalDraftInput | null =
    lead && inputs
      ? {
          inquiryId: lead.id,
          source: source
            ? { kind: source.kind, ...(source.origin === 'saved' ? { savedItemId: source.id } : {}), label: `${source.origin === 'saved' ? 'Saved on the account' : 'Attached to the quote request'}: ${source.title}`.slice(0, 200) }
            : { kind: 'entered', label: 'Entered by the admin' },
          inputs,
          pricePoint,
          upgrades: preview?.upgrades.filter((u) => u.included).map((u) => u.key) ?? [],
          message,
        }
      : null;

  return {
    lead,
    setLead,
    source,
    setSource,
    projectError: project && !project.ok ? project.message : null,
    entered,
    setEntered,
    bottlesError: source ? null : bottlesError(entered.bottles),
    pricePoint,
    setPricePoint,
    toggleUpgrade,
    message,
    setMessage,
    preview,
    draft,
  };
}

export type ProposalBuilderState = ReturnType<typeof useProposalBuilder>;
