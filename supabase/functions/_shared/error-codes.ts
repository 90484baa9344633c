/** The codes of the one error contract (errors.ts), alone, so the browser can check a code without the rest. */
export const ERROR_CODES = [
  'invalid_request',
  'method_not_allowed',
  'unauthorized',
  'forbidden',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'payment_required',
  'not_configured',
  'invalid_audio',
  'audio_too_long',
  'upstream_error',
  'upstream_timeout',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof ERROR_CODES)[number];
