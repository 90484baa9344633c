import { describe, expect, it } from 'vitest';
import { DB_CODES, DbError, ERROR_MESSAGES, FunctionError, errorText, functionCode, isUniqueViolation, messageFor, throwIfError } from './errors.ts';

describe('DbError: a database refusal keeps its code on the way up', () => {
  it('is thrown by throwIfError with the code, details and hint supabase-js answered', () => {
    const refusal = { message: 'duplicate key value violates unique constraint', code: '23505', details: 'Key (recorded_on)=(2026-11-01) already exists.', hint: null };
    let caught: unknown;
    try {
      throwIfError(refusal);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DbError);
    const error = caught as DbError;
    expect([error.message, error.code, error.details, error.hint]).toEqual([refusal.message, '23505', refusal.details, null]);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('throws nothing without an error', () => {
    expect(() => throwIfError(null)).not.toThrow();
  });

  it('tells a unique violation from other refusals and from errors that only say the number', () => {
    expect(isUniqueViolation(new DbError({ message: 'permission denied for table contractors', code: DB_CODES.insufficientPrivilege }))).toBe(false);
    expect(isUniqueViolation(new Error('23505'))).toBe(false);
    expect(isUniqueViolation({ code: '23505', message: 'not thrown by us' })).toBe(false);
  });
});

describe('messageFor: the one map from code to message', () => {
  const limited = new FunctionError('Too many requests (429)', 429, 'rate_limited');

  it('uses the page’s own words for a code first, then the site’s, then the page’s fallback', () => {
    expect(messageFor(limited, 'fallback', { rate_limited: 'Too many checks.' })).toBe('Too many checks.');
    expect(messageFor(limited, 'fallback')).toBe(ERROR_MESSAGES.rate_limited);
    expect(messageFor(new FunctionError('Provider down', 502, 'upstream_error'), 'fallback')).toBe('fallback');
  });

  it('never reads a code out of the text: an error that is not a FunctionError gets the fallback', () => {
    expect(messageFor(new Error('rate_limited 429'), 'fallback')).toBe('fallback');
    expect(messageFor({ code: 'rate_limited' }, 'fallback')).toBe('fallback');
    expect(functionCode({ code: 'rate_limited' })).toBeNull();
    expect(functionCode(limited)).toBe('rate_limited');
  });

  it('leaves a code the site does not word to the page: an invalid request keeps the page’s fallback', () => {
    const refused = new FunctionError('Invalid request', 400, 'invalid_request', [{ path: 'email', message: 'Invalid email address' }]);
    expect(messageFor(refused, 'fallback')).toBe('fallback');
    expect(messageFor(refused, 'fallback', { invalid_request: 'Check the form.' })).toBe('Check the form.');
  });

  it('words every code it maps as a sentence fit to show: no status number, no code name', () => {
    for (const [code, text] of Object.entries(ERROR_MESSAGES)) {
      expect(text).toMatch(/^[A-Z].*\.$/);
      expect(text).not.toMatch(/\(\d{3}\)|\d{3}/);
      expect(text).not.toContain(code);
    }
  });
});

describe('errorText', () => {
  it('is an error’s own words, or the fallback when it has none', () => {
    expect(errorText(new FunctionError('The link has expired.', 410, 'invalid_request'), 'x')).toBe('The link has expired.');
    expect(errorText(new Error(''), 'x')).toBe('x');
    expect(errorText('a string', 'x')).toBe('x');
  });
});
