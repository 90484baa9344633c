/**
 * The bid ranking: each bid scored 0–100 on price, fit and response time,
 * combined with stated weights, and a recommended award with its reasons.
 * Pure and deterministic: the page passes the bids, the firms' facts and the
 * estimator's range for the lead's cellar; nothing here reads the clock.
 */
import { formatUsd, formatUsdRange } from '../estimator/format.ts';
import type { Service, VerificationKind } from '../contractors/rules.ts';
import { WEIGHTS, type Factor } from './weights.ts';

export { WEIGHTS, type Factor };

/** Points of the fit score, out of 100 when every part can be judged. */
export const FIT_POINTS = { service: 40, area: 30, credentials: 20, responsive: 10 } as const;

export interface FirmFacts {
  company: string;
  services: readonly Service[];
  serviceAreas: readonly string[];
  /** The kinds of check the business has recorded for the firm. */
  credentials: readonly VerificationKind[];
  /** The "responds within a day" badge, computed by the database from the activity log. */
  respondsWithinADay: boolean;
}

export interface BidInput {
  id: string;
  price: number;
  durationWeeks: number;
  startDate: string;
  /** ISO times: when the firm was invited and when it first bid (revisions do not count against it). */
  invitedAt: string;
  firstBidAt: string;
  firm: FirmFacts;
}

export interface RoundContext {
  /** The service the project needs most (construction for a cellar, design for a consultation). */
  service: Service;
  location: string | null;
  /** The estimator's total for the lead's cellar; null when the lead gives no size. */
  estimate: { low: number; high: number } | null;
  deadline: string;
}

export interface RankedBid {
  id: string;
  rank: number;
  total: number;
  scores: Record<Factor, number>;
  /** Why each score is what it is, one line per factor. */
  why: Record<Factor, string>;
  /** Price relative to the estimator's range, when there is one. */
  priceBand: 'below' | 'within' | 'above' | null;
}

export interface Ranking {
  bids: RankedBid[];
  recommended: { id: string; reasons: string[] } | null;
}

const clamp = (value: number) => Math.max(0, Math.min(100, value));
const round = (value: number) => Math.round(value);

/**
 * Within the estimator's range: 100 at its low end down to 70 at its high
 * end. Above it, 10 points lost per 5 % over. Below it, 10 points lost per
 * 7.5 % under its low end: a price far under what the work costs usually
 * means something is missing from the scope, so it is not a free win.
 */
export function priceScore(price: number, estimate: RoundContext['estimate'], lowestBid: number): { score: number; band: RankedBid['priceBand']; why: string } {
  if (!estimate) {
    return { score: round(clamp((100 * lowestBid) / price)), band: null, why: `${formatUsd(price)}; no estimator range (the lead gives no size), so scored against the lowest bid.` };
  }
  const { low, high } = estimate;
  const range = formatUsdRange(low, high);
  if (price < low) {
    const under = (low - price) / low;
    return { score: round(clamp(100 - (under / 0.075) * 10)), band: 'below', why: `${formatUsd(price)} is ${Math.round(under * 100)} % under the estimator’s range (${range}): check the scope.` };
  }
  if (price > high) {
    const over = (price - high) / high;
    return { score: round(clamp(70 - (over / 0.05) * 10)), band: 'above', why: `${formatUsd(price)} is ${Math.round(over * 100)} % over the estimator’s range (${range}).` };
  }
  const position = high === low ? 0 : (price - low) / (high - low);
  return { score: round(100 - 30 * position), band: 'within', why: `${formatUsd(price)} is within the estimator’s range (${range}).` };
}

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Does one of the firm's areas name the lead's place (or the place name the area)? */
export function servesArea(areas: readonly string[], location: string): boolean {
  const place = normalize(location);
  return areas.some((area) => {
    const named = normalize(area);
    return named.length > 0 && (place.includes(named) || named.includes(place));
  });
}

export function fitScore(firm: FirmFacts, context: Pick<RoundContext, 'service' | 'location'>): { score: number; why: string } {
  const parts: string[] = [];
  let earned = 0;
  let possible = FIT_POINTS.service + FIT_POINTS.credentials + FIT_POINTS.responsive;
  if (firm.services.includes(context.service)) {
    earned += FIT_POINTS.service;
    parts.push('offers the service');
  } else parts.push('does not list the service');
  if (context.location) {
    possible += FIT_POINTS.area;
    if (servesArea(firm.serviceAreas, context.location)) {
      earned += FIT_POINTS.area;
      parts.push(`serves ${context.location}`);
    } else parts.push(`does not list ${context.location}`);
  }
  const checks = new Set(firm.credentials).size;
  earned += (FIT_POINTS.credentials * Math.min(checks, 3)) / 3;
  parts.push(`${checks} of 3 checks on record`);
  if (firm.respondsWithinADay) {
    earned += FIT_POINTS.responsive;
    parts.push('responds within a day');
  }
  return { score: round((100 * earned) / possible), why: `${parts.join(', ')}.` };
}

/** Full marks for a bid at the invitation, none for one at the deadline, straight in between. */
export function responseScore(invitedAt: string, firstBidAt: string, deadline: string): { score: number; why: string } {
  const start = Date.parse(invitedAt);
  const window = Date.parse(deadline) - start;
  const taken = Math.max(0, Date.parse(firstBidAt) - start);
  const score = window > 0 ? round(clamp(100 * (1 - taken / window))) : 100;
  return { score, why: `First bid ${describeDelay(taken)} after the invitation.` };
}

export function describeDelay(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days ${hours % 24} h`;
}

/** Every bid scored and ranked; the best total is recommended (ties: lower price, then the earlier bid). */
export function rankBids(bids: readonly BidInput[], context: RoundContext): Ranking {
  if (bids.length === 0) return { bids: [], recommended: null };
  const lowest = Math.min(...bids.map((bid) => bid.price));
  const scored = bids.map((bid) => {
    const price = priceScore(bid.price, context.estimate, lowest);
    const fit = fitScore(bid.firm, context);
    const response = responseScore(bid.invitedAt, bid.firstBidAt, context.deadline);
    const scores = { price: price.score, fit: fit.score, response: response.score };
    const total = round(WEIGHTS.price * scores.price + WEIGHTS.fit * scores.fit + WEIGHTS.response * scores.response);
    return { bid, ranked: { id: bid.id, rank: 0, total, scores, why: { price: price.why, fit: fit.why, response: response.why }, priceBand: price.band } };
  });
  scored.sort((a, b) => b.ranked.total - a.ranked.total || a.bid.price - b.bid.price || Date.parse(a.bid.firstBidAt) - Date.parse(b.bid.firstBidAt));
  scored.forEach((entry, index) => {
    entry.ranked.rank = index + 1;
  });
  const [best, next] = scored;
  return { bids: scored.map((entry) => entry.ranked), recommended: best ? { id: best.bid.id, reasons: reasonsFor(best, next, lowest) } : null };
}

type Scored = { bid: BidInput; ranked: RankedBid };

function reasonsFor(best: Scored, next: Scored | undefined, lowest: number): string[] {
  const reasons = [`Highest total: ${best.ranked.total} of 100${next ? `, ${best.ranked.total - next.ranked.total} ahead of ${next.bid.firm.company}` : ''}.`];
  if (best.bid.price === lowest) reasons.push('The lowest price of the round.');
  reasons.push(best.ranked.why.price, `Fit ${best.ranked.scores.fit}: ${best.ranked.why.fit}`, best.ranked.why.response);
  if (best.ranked.priceBand === 'below') reasons.push('Confirm the scope with the firm before awarding: the price is under what the work usually costs.');
  return reasons;
}
