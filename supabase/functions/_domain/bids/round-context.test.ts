import { describe, expect, it } from 'vitest';
import { estimateCost } from '../estimator/checked.ts';
import { draftBrief, estimateForLead, localDeadline, roundContext } from './round-context.ts';

describe('the round’s context from a lead', () => {
  it('takes the price range from the one estimator, for the lead’s size and kind of cellar', () => {
    const expected = estimateCost({ sizeBy: 'bottles', bottles: 900, cellarType: 'commercial' }).total;
    expect(estimateForLead('commercial', 900)).toEqual({ low: expected.low, high: expected.high });
    expect(expected.low).toBeGreaterThan(0);
    expect(expected.high).toBeGreaterThan(expected.low);
  });

  it('has no range without a size, for a consultation, or for a size the estimator refuses', () => {
    expect(estimateForLead('residential', null)).toBeNull();
    expect(estimateForLead('consultation', 500)).toBeNull();
    expect(estimateForLead('residential', 10_000_000)).toBeNull();
  });

  it('asks for construction for a cellar and design for a consultation', () => {
    const base = { location: 'Napa', capacity_bottles: 600, deadline: '2026-12-03T10:00:00Z' };
    expect(roundContext({ ...base, project_type: 'renovation' }).service).toBe('custom-construction');
    expect(roundContext({ ...base, project_type: 'consultation' }).service).toBe('design-consultation');
  });

  it('drafts a brief with the project and no name or contact details', () => {
    const brief = draftBrief({ project_type: 'residential', capacity_bottles: 1200, location: 'Napa, CA', timeline: '1-3months', budget: '50k-100k', details: 'Under the stairs.' });
    expect(brief).toBe('Residential Wine Cellar · 1,200 bottles · Napa, CA · Timeline: 1-3 months · Budget: $50,000 - $100,000\n\nUnder the stairs.');
  });

  it('sets the default deadline on the hour, in local time', () => {
    expect(localDeadline(new Date(2026, 11, 1, 9, 41), 3)).toBe('2026-12-04T09:00');
  });
});
