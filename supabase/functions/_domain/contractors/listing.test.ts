import { describe, expect, it } from 'vitest';
import { PORTAL_STANDING, STANDING_LABELS, canTakeLeads, firmStanding, whyNoLeads, type FirmFacts } from './listing.ts';

const firm = (facts: Partial<FirmFacts> = {}): FirmFacts => ({ is_active: true, is_approved: true, is_sample: false, has_account: true, checks: 1, ...facts });

describe('a firm’s standing', () => {
  it('is listed only when approved, active and with one verified credential', () => {
    expect(firmStanding(firm())).toBe('listed');
    expect(firmStanding(firm({ checks: 0 }))).toBe('approved-not-listed');
    expect(firmStanding(firm({ is_approved: false }))).toBe('waiting-for-review');
    expect(firmStanding(firm({ is_active: false, checks: 3 }))).toBe('deactivated');
  });

  it('tells the admin and the firm the same rule in their own words', () => {
    expect(STANDING_LABELS['approved-not-listed']).toBe('Approved · not listed yet');
    expect(PORTAL_STANDING['approved-not-listed']).toContain('once the team has verified one of your credentials');
    expect(PORTAL_STANDING.listed).toBe('Approved: your profile is listed in the public directory.');
  });
});

describe('which firms can take a lead', () => {
  it('approved, active, with an account, and not a sample; listing does not matter', () => {
    expect(canTakeLeads(firm({ checks: 0 }))).toBe(true);
    expect(whyNoLeads(firm({ checks: 0 }))).toBeNull();
  });

  it('says why each other firm is not offered', () => {
    expect(whyNoLeads(firm({ is_sample: true, has_account: false }))).toContain('sample profile');
    expect(whyNoLeads(firm({ has_account: false }))).toContain('has not accepted its invitation');
    expect(whyNoLeads(firm({ is_approved: false }))).toBe('waiting for your review');
    expect(whyNoLeads(firm({ is_active: false }))).toBe('deactivated');
  });
});
