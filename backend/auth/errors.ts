import { json } from '../http/responses.ts';

/** The API version from which GoTrue answers errors as `{ code, message }`. */
export const API_VERSION_2024 = '2024-01-01';

/** An error with GoTrue's status, machine code and human message. */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * GoTrue's two error shapes: clients that send `X-Supabase-Api-Version:
 * 2024-01-01` or later (auth-js does) get `{ code, message }` plus the version
 * header; older clients get `{ code: <status>, error_code, msg }`.
 */
export function authErrorResponse(request: Request, error: AuthApiError): Response {
  const version = request.headers.get('x-supabase-api-version');
  if (version && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION_2024) {
    return json({ code: error.code, message: error.message, ...error.extra }, error.status, {
      'x-supabase-api-version': API_VERSION_2024,
    });
  }
  return json({ code: error.status, error_code: error.code, msg: error.message, ...error.extra }, error.status);
}

export const authErrors = {
  invalidCredentials: () => new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthApiError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new AuthApiError(400, 'user_banned', 'User is banned'),
  userAlreadyExists: () => new AuthApiError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new AuthApiError(422, 'email_exists', 'A user with this email address has already been registered'),
  weakPassword: (min: number) =>
    new AuthApiError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  samePassword: () => new AuthApiError(422, 'same_password', 'New password should be different from the old password.'),
  invalidEmail: () => new AuthApiError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  validation: (message: string) => new AuthApiError(400, 'validation_failed', message),
  signupDisabled: () => new AuthApiError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  otpExpired: () => new AuthApiError(403, 'otp_expired', 'Email link is invalid or has expired'),
  refreshNotFound: () => new AuthApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshAlreadyUsed: () => new AuthApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () => new AuthApiError(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  badJwt: (detail: string) => new AuthApiError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => new AuthApiError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  sessionNotFound: () => new AuthApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userFromJwtNotFound: () => new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  notAdmin: () => new AuthApiError(403, 'not_admin', 'User not allowed'),
  userNotFound: () => new AuthApiError(404, 'user_not_found', 'User not found'),
  flowStateNotFound: () => new AuthApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () => new AuthApiError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () => new AuthApiError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  unsupportedGrant: () =>
    new AuthApiError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  notFound: () => new AuthApiError(404, 'not_found', 'Not found'),
  methodNotAllowed: () => new AuthApiError(405, 'method_not_allowed', 'Method not allowed'),
  badJson: () => new AuthApiError(400, 'bad_json', 'Could not parse request body as JSON'),
  // GoTrue has no code of its own for a body over the limit; validation_failed is one auth-js knows.
  bodyTooLarge: (limit: number) => new AuthApiError(413, 'validation_failed', `Request body is larger than ${limit} bytes`),
  metadataTooLarge: (limit: number) => new AuthApiError(400, 'validation_failed', `User metadata is larger than ${limit} bytes`),
  rateLimited: () => new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached'),
} as const;
