import { describe, expect, it } from 'vitest';
import { bidSchema, fieldErrors, roundSchema } from './schema.ts';

const TODAY = '2026-12-01';
const bid = (overrides: Record<string, string> = {}) => bidSchema(TODAY).safeParse({ price: '52,000', startDate: '2027-01-11', durationWeeks: '10', note: 'Includes cooling.', ...overrides });
const errorsOf = (result: ReturnType<typeof bid>) => (result.success ? {} : fieldErrors(result.error));

describe('a firm’s bid', () => {
  it('reads a price as typed, with a dollar sign and thousands commas, and strips markup from the note', () => {
    expect(bid({ price: '$ 52,000', note: '<b>Walnut</b> racking ' })).toMatchObject({ success: true, data: { price: 52_000, durationWeeks: 10, note: 'Walnut racking', startDate: '2027-01-11' } });
  });

  it('says what is wrong with each field, in words', () => {
    expect(errorsOf(bid({ price: '' }))).toEqual({ price: 'Enter a price' });
    expect(errorsOf(bid({ price: '12' }))).toEqual({ price: 'Enter a price of at least $1,000' });
    expect(errorsOf(bid({ price: '6000000' }))).toEqual({ price: 'Enter a price of at most $5,000,000' });
    expect(errorsOf(bid({ price: '52000.50' }))).toEqual({ price: 'Enter a price in whole dollars' });
    expect(errorsOf(bid({ price: 'about 50k' }))).toEqual({ price: 'Enter a price as a number' });
    expect(errorsOf(bid({ durationWeeks: '0' }))).toEqual({ durationWeeks: 'Enter a duration of at least 1 week' });
    expect(errorsOf(bid({ startDate: '' }))).toEqual({ startDate: 'Choose a start date' });
    expect(errorsOf(bid({ startDate: '2026-11-30' }))).toEqual({ startDate: 'The start date cannot be in the past' });
    expect(errorsOf(bid({ startDate: '2027-12-02' }))).toEqual({ startDate: 'Choose a start date within a year' });
    expect(errorsOf(bid({ note: 'x'.repeat(1001) }))).toEqual({ note: 'Keep the note under 1,000 characters' });
  });

  it('accepts today as a start date and a year ahead as the last one', () => {
    expect(bid({ startDate: TODAY }).success).toBe(true);
    expect(bid({ startDate: '2027-12-01' }).success).toBe(true);
  });
});

describe('an admin’s round', () => {
  const NOW = Date.parse('2026-12-01T09:00:00Z');
  const round = (overrides: Record<string, unknown> = {}) =>
    roundSchema(NOW).safeParse({ brief: 'A 900-bottle cellar behind glass.', deadline: '2026-12-04T09:00:00Z', firms: ['0b7f3c9e-3c1b-4d55-9a39-5a0f0b0d9e11'], ...overrides });

  it('needs a brief, a deadline from an hour to 30 days ahead, and one to 12 firms', () => {
    expect(round()).toMatchObject({ success: true, data: { deadline: new Date('2026-12-04T09:00:00Z') } });
    const errors = (overrides: Record<string, unknown>) => {
      const result = round(overrides);
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errors({ brief: '<p>short</p>' })).toEqual({ brief: 'Describe the work for the firms (at least 10 characters)' });
    expect(errors({ deadline: '2026-12-01T09:30:00Z' })).toEqual({ deadline: 'Give the firms at least an hour' });
    expect(errors({ deadline: '2027-01-05T09:00:00Z' })).toEqual({ deadline: 'Set a deadline within 30 days' });
    expect(errors({ deadline: '' })).toEqual({ deadline: 'Set a deadline' });
    expect(errors({ firms: [] })).toEqual({ firms: 'Invite at least one firm' });
  });
});
