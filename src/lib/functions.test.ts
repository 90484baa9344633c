import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shared/error-codes.ts';
import { FunctionError, issueMessage } from './errors.ts';
import { functionErrorFrom } from './functions.ts';

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('functionErrorFrom: the one error contract, typed', () => {
  it.each(ERROR_CODES.map((code) => [code]))('keeps the code %s, the status, and the message as the function worded it', async (code) => {
    const error = await functionErrorFrom(answer(418, { error: { code, message: 'What happened' } }));
    expect(error).toBeInstanceOf(FunctionError);
    // The message is shown to visitors as it is: the status stays apart.
    expect([error.code, error.status, error.message]).toEqual([code, 418, 'What happened']);
  });

  it('carries the issues of an invalid request', async () => {
    const issues = [{ path: 'form.email', message: 'Invalid email address' }];
    const error = await functionErrorFrom(answer(400, { error: { code: 'invalid_request', message: 'Invalid email address', issues } }));
    expect(error.issues).toEqual(issues);
  });

  it('does not trust a code it does not know, or a body that is not the contract', async () => {
    expect((await functionErrorFrom(answer(500, { error: { code: 'drop_tables', message: 'x' } }))).code).toBe('http_error');
    expect((await functionErrorFrom(answer(429, { error: 'rate_limited', message: 'old shape' }))).code).toBe('http_error');
    const html = await functionErrorFrom(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect([html.code, html.status, html.message]).toEqual(['http_error', 502, 'Request failed with status 502']);
  });
});

describe('issueMessage', () => {
  it('says what the function found wrong with the input, and the fallback for anything else', () => {
    const refused = new FunctionError('Bad input (400)', 400, 'invalid_request', [{ path: 'name', message: 'This link has already been used.' }]);
    expect(issueMessage(refused, 'Try again.')).toBe('This link has already been used.');
    expect(issueMessage(new FunctionError('Server error (500)', 500, 'http_error'), 'Try again.')).toBe('Try again.');
    expect(issueMessage(new Error('offline'), 'Try again.')).toBe('Try again.');
  });
});

describe('voice failures by code', () => {
  it('explains the codes a visitor can act on, under the spec’s title', async () => {
    const { VOICE_FAILURE_DETAILS, voiceFailureDetail } = await import('./voice.ts');
    for (const [code, detail] of Object.entries(VOICE_FAILURE_DETAILS)) {
      expect(voiceFailureDetail(new FunctionError('x', 400, code as keyof typeof VOICE_FAILURE_DETAILS))).toBe(detail);
    }
    expect(voiceFailureDetail(new FunctionError('x', 500, 'internal_error'))).toBeUndefined();
    expect(voiceFailureDetail(new Error('offline'))).toBeUndefined();
  });
});
