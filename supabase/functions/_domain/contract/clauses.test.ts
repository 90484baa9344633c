import { describe, expect, it } from 'vitest';
import { business } from '../business.ts';
import { formatUsd } from '../estimator/format.ts';
import { costInputSchema } from '../estimator/schemas.ts';
import { buildProposal } from '../proposal/proposal.ts';
import { assembleContract, CLAUSE_KEYS, contractVariables, fill, UnknownVariable } from './clauses.ts';

const document = buildProposal({
  inputs: costInputSchema.parse({ bottles: 1500, rackingMaterial: 'pine', glass: 'none', door: 'solid-insulated' }),
  pricePoint: 'mid',
  upgrades: ['glass-door'],
});
const source = { clientName: 'Dana Client', proposalVersion: 3, document };

describe('a contract from the clause library', () => {
  it('has every clause of the library, in order: scope, price, schedule, warranties, change orders, payment milestones, cancellation', () => {
    const clauses = assembleContract(source);
    expect(clauses.map((clause) => clause.key)).toEqual([...CLAUSE_KEYS]);
    expect(clauses.map((clause) => clause.title)).toEqual(['Scope of work', 'Price', 'Schedule', 'Warranties', 'Changes', 'Payment milestones', 'Cancellation']);
    for (const clause of clauses) expect(clause.text).not.toMatch(/\{\{|\}\}/);
  });

  it('states the proposal’s own numbers: total, every line, every payment, the weeks and the warranties', () => {
    const text = assembleContract(source)
      .map((clause) => clause.text)
      .join('\n');
    expect(text).toContain(`The contract price is ${formatUsd(document.total)}`);
    for (const line of document.lines) expect(text).toContain(`${line.label} (${formatUsd(line.amount)})`);
    expect(text).toContain('Glass cellar door (included)');
    for (const payment of document.payments) expect(text).toContain(`${formatUsd(payment.amount)} (${payment.percent}%)`);
    expect(document.payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(document.total);
    expect(text).toContain(`${business.timeline.constructionWeeksMin} to ${business.timeline.constructionWeeksMax} weeks`);
    expect(text).toContain(`construction work for ${business.warranties.constructionYears} years, the climate system (cooling unit and controls) for ${business.warranties.climateSystemsYears} years`);
    expect(text).toContain('proposal version 3');
    expect(text).toContain('for Dana Client ("you")');
  });

  it('keeps the admin’s wording for an edited clause, with its variables filled, and marks it edited', () => {
    const clauses = assembleContract(source, { cancellation: 'Either party may cancel on 10 days’ notice; {{client}} pays for work done to date.', price: '   ' });
    expect(clauses.find((clause) => clause.key === 'cancellation')).toMatchObject({ text: 'Either party may cancel on 10 days’ notice; Dana Client pays for work done to date.', edited: true });
    expect(clauses.find((clause) => clause.key === 'price')?.edited).toBe(false);
  });

  it('refuses a variable it does not know rather than leave it in a contract', () => {
    expect(() => fill('Due {{deadline}}', contractVariables(source))).toThrow(UnknownVariable);
    expect(() => assembleContract(source, { scope: 'Build {{thing}}.' })).toThrow('Unknown variable {{thing}}');
  });
});
