import { describe, expect, it } from 'vitest';
import { VOICE_LIMITS } from '../../supabase/functions/voice-to-text/handler.ts';
import { DEFAULT_LIMITS, envNameOf, resolveLimits } from './limits.ts';

describe('limits', () => {
  it('lets voice-to-text receive the largest recording it accepts itself, so its own 413 is the one users see', () => {
    // The function's body cap: base64 of the largest recording plus the JSON around it (voice-to-text/handler.ts).
    const functionOwnLimit = Math.ceil(VOICE_LIMITS.maxAudioBytes / 3) * 4 + 1024;
    expect(DEFAULT_LIMITS.functionBodyBytesByName['voice-to-text']).toBeGreaterThanOrEqual(functionOwnLimit);
    expect(DEFAULT_LIMITS.functionBodyBytes).toBeLessThan(functionOwnLimit);
  });

  it('names each environment variable after its limit', () => {
    expect(envNameOf('signInFailuresPerIp')).toBe('BACKEND_LIMIT_SIGN_IN_FAILURES_PER_IP');
    expect(envNameOf('restBodyBytes')).toBe('BACKEND_LIMIT_REST_BODY_BYTES');
  });

  it('reads overrides from the environment, then from options, and refuses nonsense', () => {
    const limits = resolveLimits({ signInFailuresPerAccount: 3 }, { BACKEND_LIMIT_SIGN_IN_FAILURES_PER_IP: '100', BACKEND_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: '50' });
    expect(limits.signInFailuresPerIp).toBe(100);
    expect(limits.signInFailuresPerAccount).toBe(3);
    expect(limits.restBodyBytes).toBe(DEFAULT_LIMITS.restBodyBytes);
    expect(() => resolveLimits({}, { BACKEND_LIMIT_REST_BODY_BYTES: 'lots' })).toThrow(/BACKEND_LIMIT_REST_BODY_BYTES/);
  });
});
