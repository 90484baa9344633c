import { describe, expect, it } from 'vitest';
import { business } from '../business.ts';
import { estimateCost } from '../estimator/checked.ts';
import { costInputSchema } from '../estimator/schemas.ts';
import { applyUpgrades, availableUpgrades, buildProposal, clientBasis, paymentSchedule, timelinePhases, warranties } from './proposal.ts';

const inputs = costInputSchema.parse({ bottles: 1500, rackingMaterial: 'pine', cooling: 'through-the-wall', finishes: 'standard', glass: 'none', door: 'solid-insulated' });

describe('a proposal from the estimator', () => {
  it('prices the estimator’s own lines: at the low end and the high end the total is the estimator’s total', () => {
    const estimate = estimateCost(inputs);
    const low = buildProposal({ inputs, pricePoint: 'low', upgrades: [] });
    const high = buildProposal({ inputs, pricePoint: 'high', upgrades: [] });
    expect(low.lines.map((line) => line.key)).toEqual(estimate.lines.map((line) => line.key));
    expect(low.total).toBe(estimate.total.low);
    expect(high.total).toBe(estimate.total.high);
    expect(low.estimate).toEqual(estimate.total);
  });

  it('at the middle, every line sits in its range, rounded to $100, and the lines add up to the total', () => {
    const mid = buildProposal({ inputs, pricePoint: 'mid', upgrades: [] });
    for (const line of mid.lines) {
      expect(line.amount).toBeGreaterThanOrEqual(line.low);
      expect(line.amount).toBeLessThanOrEqual(line.high);
      expect(line.amount % 100).toBe(0);
    }
    expect(mid.total).toBe(mid.lines.reduce((sum, line) => sum + line.amount, 0));
    expect(mid.total).toBeGreaterThan(mid.estimate.low);
    expect(mid.total).toBeLessThan(mid.estimate.high);
  });

  it('prices an upgrade as the estimator’s difference, and the total with it is the estimator’s total for the upgraded project', () => {
    expect(availableUpgrades(inputs)).toEqual(['ductless-cooling', 'custom-racking', 'finish-upgrade', 'glass-door']);
    const base = buildProposal({ inputs, pricePoint: 'low', upgrades: [] });
    const offered = base.upgrades.find((upgrade) => upgrade.key === 'custom-racking');
    const taken = buildProposal({ inputs, pricePoint: 'low', upgrades: ['custom-racking'] });
    expect(taken.total).toBe(estimateCost({ ...inputs, rackingMaterial: 'redwood-mahogany' }).total.low);
    expect(offered?.amount).toBe(taken.total - base.total);
    expect(taken.upgrades.find((upgrade) => upgrade.key === 'custom-racking')).toMatchObject({ included: true, amount: taken.total - base.total });
    // Two upgrades: still exactly the estimator on the combined inputs, in whichever order they were chosen.
    const both = buildProposal({ inputs, pricePoint: 'high', upgrades: ['finish-upgrade', 'ductless-cooling'] });
    expect(both.total).toBe(estimateCost({ ...inputs, finishes: 'premium', cooling: 'ductless-split' }).total.high);
    expect(applyUpgrades(inputs, ['finish-upgrade', 'ductless-cooling'])).toEqual(applyUpgrades(inputs, ['ductless-cooling', 'finish-upgrade']));
  });

  it('offers only the upgrades that change the project, and ignores one that does not apply', () => {
    const custom = costInputSchema.parse({ bottles: 800, rackingMaterial: 'walnut', cooling: 'ducted-split', finishes: 'luxury', glass: 'one-wall' });
    expect(availableUpgrades(custom)).toEqual([]);
    const proposal = buildProposal({ inputs: custom, pricePoint: 'low', upgrades: ['custom-racking'] });
    expect(proposal.total).toBe(estimateCost(custom).total.low);
    expect(proposal.upgrades).toEqual([]);
  });

  it('splits the total 30 / 40 / 30 in whole dollars that add up to it exactly', () => {
    expect(paymentSchedule(100_000).map((payment) => payment.amount)).toEqual([30_000, 40_000, 30_000]);
    const odd = paymentSchedule(61_733);
    expect(odd.map((payment) => payment.amount)).toEqual([18_520, 24_693, 18_520]);
    expect(odd.reduce((sum, payment) => sum + payment.amount, 0)).toBe(61_733);
    const proposal = buildProposal({ inputs, pricePoint: 'mid', upgrades: ['glass-door'] });
    expect(proposal.payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(proposal.total);
  });

  it('takes the timeline and the warranties from the business config', () => {
    const phases = timelinePhases();
    expect(phases.reduce((sum, phase) => sum + phase.minWeeks, 0)).toBe(business.timeline.constructionWeeksMin);
    expect(phases.reduce((sum, phase) => sum + phase.maxWeeks, 0)).toBe(business.timeline.constructionWeeksMax);
    expect(warranties().map((w) => w.term)).toEqual([`${business.warranties.constructionYears} years`, `${business.warranties.climateSystemsYears} years`, 'Lifetime']);
  });
});

describe('each line as the client reads it', () => {
  const line = (key: 'labour' | 'design' | 'racking', basis: string) => ({ key, label: 'x', basis, amount: 1000, low: 900, high: 1100 });

  it('says what the labor line pays for, not the share of the other lines it was priced at', () => {
    const labour = buildProposal({ inputs, pricePoint: 'mid', upgrades: [] }).lines.find((l) => l.key === 'labour');
    if (!labour) throw new Error('no labor line');
    const words = clientBasis(labour);
    expect(words).not.toMatch(/%|built lines/);
    expect(words).toBe('Installation of the racking, insulated walls and ceiling, door, floor and lighting, with project management through construction');
  });

  it('rewords a version stored before the change (its basis still holds the method), and a closet’s supervision', () => {
    expect(clientBasis(line('labour', '45–55% of the built lines plus $2,000 supervision'))).toBe(
      'Installation of the racking, insulated walls and ceiling, door, floor and lighting, with supervision through construction',
    );
    expect(clientBasis(line('design', '10–15% of the project: drawings, load calculation, specification'))).toBe('Drawings, cooling load calculation and specification');
  });

  it('leaves the lines whose basis is already the client’s business (quantities and materials) as they are', () => {
    expect(clientBasis(line('racking', '120 ft² of individual bottle racking in pine at $60/ft²'))).toBe('120 ft² of individual bottle racking in pine at $60/ft²');
  });
});
