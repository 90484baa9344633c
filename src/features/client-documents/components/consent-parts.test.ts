import { describe, expect, it } from 'vitest';
import { FunctionError } from '@/lib/errors.ts';
import { consentOutcome } from './consent-parts.tsx';

const refused = new FunctionError('Bad input (400)', 400, 'invalid_request', [{ path: 'name', message: 'This link has already been used.' }]);

describe('consentOutcome', () => {
  it('answers null once the consent is recorded, or the message to show', async () => {
    await expect(consentOutcome(Promise.resolve({ ok: true }), 'Try again.')).resolves.toBeNull();
    await expect(consentOutcome(Promise.reject(refused), 'Try again.')).resolves.toBe('This link has already been used.');
    await expect(consentOutcome(Promise.reject(new TypeError('Failed to fetch')), 'Try again.')).resolves.toBe('Try again.');
  });
});
