import { describe, expect, it } from 'vitest';
import { check, fail } from './db-errors.ts';

describe('fail', () => {
  it('passes when the call had no error', () => {
    expect(() => fail('Could not read the lead', null)).not.toThrow();
  });

  it('throws saying what the store was doing and why it failed', () => {
    expect(() => fail('Could not read the lead', { message: 'permission denied' })).toThrow('Could not read the lead: permission denied');
  });
});

describe('check', () => {
  it('answers the data of a call that succeeded, even when it is null', () => {
    expect(check({ data: [{ id: 'a' }], error: null })).toEqual([{ id: 'a' }]);
    expect(check({ data: null, error: null })).toBeNull();
  });

  it("throws the error's message", () => {
    expect(() => check({ data: null, error: { message: 'relation does not exist' } })).toThrow('relation does not exist');
  });
});
