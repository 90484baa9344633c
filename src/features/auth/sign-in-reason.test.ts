import { describe, expect, it } from 'vitest';
import { signInReason } from './sign-in-reason.ts';

describe('signInReason', () => {
  it('asks a visitor who pressed Save to sign in or create an account', () => {
    expect(signInReason('/calculators/cost?area=20', 'save')).toEqual({ kind: 'save', text: 'Sign in or create an account to save this' });
  });

  it('names the account page the visitor was going to', () => {
    expect(signInReason('/my-calculations', null)?.text).toBe('Sign in to see My Calculations');
    expect(signInReason('/my-images?x=1', null)?.text).toBe('Sign in to see My Image Analyses');
  });

  it('says something plain for any other page, and nothing when nobody sent the visitor', () => {
    expect(signInReason('/quote?calculation=abc', null)?.text).toBe('Sign in to continue where you left off');
    expect(signInReason('/', null)).toBeNull();
  });
});
