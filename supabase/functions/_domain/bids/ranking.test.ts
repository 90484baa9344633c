import { describe, expect, it } from 'vitest';
import { fitScore, priceScore, rankBids, responseScore, servesArea, type BidInput, type RoundContext } from './ranking.ts';

const CONTEXT: RoundContext = {
  service: 'custom-construction',
  location: 'Napa, CA',
  estimate: { low: 40_000, high: 60_000 },
  deadline: '2026-12-03T10:00:00Z',
};

const napaBuilder: BidInput = {
  id: 'a',
  price: 45_000,
  durationWeeks: 10,
  startDate: '2027-01-11',
  invitedAt: '2026-12-01T10:00:00Z',
  firstBidAt: '2026-12-01T12:00:00Z',
  firm: { company: 'Napa Cellar Builders', services: ['custom-construction'], serviceAreas: ['Napa'], credentials: ['licence', 'insurance'], respondsWithinADay: false },
};

const sonomaClimate: BidInput = {
  id: 'b',
  price: 66_000,
  durationWeeks: 8,
  startDate: '2027-01-04',
  invitedAt: '2026-12-01T10:00:00Z',
  firstBidAt: '2026-12-02T10:00:00Z',
  firm: { company: 'Sonoma Climate', services: ['climate-control'], serviceAreas: ['Sonoma'], credentials: ['licence', 'insurance', 'reference'], respondsWithinADay: true },
};

describe('priceScore against the estimator’s range $40K–$60K', () => {
  it('gives 100 at the low end and 70 at the high end, straight in between', () => {
    expect(priceScore(40_000, CONTEXT.estimate, 40_000).score).toBe(100);
    expect(priceScore(60_000, CONTEXT.estimate, 40_000).score).toBe(70);
    // A quarter of the way up: 100 − 30 × 0.25 = 92.5 → 93.
    expect(priceScore(45_000, CONTEXT.estimate, 45_000)).toMatchObject({ score: 93, band: 'within' });
  });

  it('takes 10 points per 5 % over the range, and 10 per 7.5 % under it (a price that low usually misses scope)', () => {
    // $66K is 10 % over $60K: 70 − 20 = 50.
    expect(priceScore(66_000, CONTEXT.estimate, 45_000)).toMatchObject({ score: 50, band: 'above' });
    // $34K is 15 % under $40K: 100 − 20 = 80.
    const under = priceScore(34_000, CONTEXT.estimate, 34_000);
    expect(under).toMatchObject({ score: 80, band: 'below' });
    expect(under.why).toContain('15 % under');
    expect(priceScore(200_000, CONTEXT.estimate, 45_000).score).toBe(0);
  });

  it('without a range (no size on the lead) scores each price against the lowest bid', () => {
    expect(priceScore(50_000, null, 40_000)).toMatchObject({ score: 80, band: null });
    expect(priceScore(40_000, null, 40_000).score).toBe(100);
  });
});

describe('fitScore', () => {
  it('adds service 40, area 30, checks 20 (a third each) and the response badge 10', () => {
    // 40 + 30 + 20 × 2/3 = 83.3 of 100.
    expect(fitScore(napaBuilder.firm, CONTEXT)).toEqual({ score: 83, why: 'offers the service, serves Napa, CA, 2 of 3 checks on record.' });
    // 0 + 0 + 20 + 10.
    expect(fitScore(sonomaClimate.firm, CONTEXT).score).toBe(30);
  });

  it('leaves the area out of the score when the lead gives no location', () => {
    // (40 + 13.3) of 70 possible = 76.
    expect(fitScore(napaBuilder.firm, { service: 'custom-construction', location: null }).score).toBe(76);
  });

  it('matches areas by name either way round, ignoring case and punctuation', () => {
    expect(servesArea(['Napa Valley'], 'napa valley')).toBe(true);
    expect(servesArea(['San Francisco'], 'San Francisco, CA 94110')).toBe(true);
    expect(servesArea(['Sonoma'], 'Napa, CA')).toBe(false);
    expect(servesArea([], 'Napa')).toBe(false);
  });
});

describe('responseScore', () => {
  it('falls straight from 100 at the invitation to 0 at the deadline', () => {
    // 2 h of a 48 h window: 100 × 46/48 = 95.8 → 96.
    expect(responseScore(napaBuilder.invitedAt, napaBuilder.firstBidAt, CONTEXT.deadline)).toEqual({ score: 96, why: 'First bid 2 h 0 min after the invitation.' });
    expect(responseScore(sonomaClimate.invitedAt, sonomaClimate.firstBidAt, CONTEXT.deadline).score).toBe(50);
    expect(responseScore('2026-12-01T10:00:00Z', '2026-12-03T10:00:00Z', CONTEXT.deadline).score).toBe(0);
  });
});

describe('rankBids', () => {
  it('combines price 50 %, fit 30 %, response 20 % and recommends the best total with its reasons', () => {
    const ranking = rankBids([sonomaClimate, napaBuilder], CONTEXT);
    // Napa: 0.5 × 93 + 0.3 × 83 + 0.2 × 96 = 90.6 → 91. Sonoma: 0.5 × 50 + 0.3 × 30 + 0.2 × 50 = 44.
    expect(ranking.bids.map((bid) => [bid.id, bid.rank, bid.total])).toEqual([
      ['a', 1, 91],
      ['b', 2, 44],
    ]);
    expect(ranking.bids[0]?.scores).toEqual({ price: 93, fit: 83, response: 96 });
    expect(ranking.recommended?.id).toBe('a');
    expect(ranking.recommended?.reasons).toEqual([
      'Highest total: 91 of 100, 47 ahead of Sonoma Climate.',
      'The lowest price of the round.',
      '$45,000 is within the estimator’s range ($40K–$60K).',
      'Fit 83: offers the service, serves Napa, CA, 2 of 3 checks on record.',
      'First bid 2 h 0 min after the invitation.',
    ]);
  });

  it('does not let an implausibly low price win on its own, and says to check the scope', () => {
    const lowball: BidInput = { ...sonomaClimate, id: 'c', price: 20_000, firm: { ...napaBuilder.firm, company: 'Cheap Cellars' }, firstBidAt: napaBuilder.firstBidAt };
    const ranking = rankBids([napaBuilder, lowball], CONTEXT);
    // $20K is 50 % under: price 33; total 0.5 × 33 + 0.3 × 83 + 0.2 × 96 = 60.6 → 61, behind Napa's 91.
    expect(ranking.bids.map((bid) => [bid.id, bid.total])).toEqual([
      ['a', 91],
      ['c', 61],
    ]);
    const only = rankBids([lowball], CONTEXT);
    expect(only.recommended?.reasons.at(-1)).toContain('Confirm the scope');
  });

  it('breaks a tie on total by the lower price', () => {
    const twin: BidInput = { ...napaBuilder, id: 'twin', firm: { ...napaBuilder.firm, company: 'Twin' } };
    const cheaper: BidInput = { ...napaBuilder, id: 'cheaper', price: 44_999 };
    expect(rankBids([twin, cheaper], CONTEXT).recommended?.id).toBe('cheaper');
  });

  it('has nothing to recommend without bids', () => {
    expect(rankBids([], CONTEXT)).toEqual({ bids: [], recommended: null });
  });
});
