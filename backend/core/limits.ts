/**
 * The backend's hardening limits (docs/local-backend.md, "Limits and
 * hardening"). Each can be changed with an environment variable
 * `BACKEND_LIMIT_<NAME>` (e.g. BACKEND_LIMIT_SIGN_IN_FAILURES_PER_IP=100) or
 * with `startBackend({ limits })`.
 */
export interface Limits {
  /** Largest /rest/v1 request body. */
  restBodyBytes: number;
  /** Largest JSON body of a /storage/v1 call (list, remove, sign, copy, move); uploads have the buckets' own limits. */
  storageJsonBodyBytes: number;
  /** Largest /auth/v1 request body. */
  authBodyBytes: number;
  /** Largest user_metadata (`data` on sign-up, OTP and user updates), as JSON. */
  userMetadataBytes: number;
  /** Largest body the /functions/v1 proxy passes on, unless the function has its own entry below. */
  functionBodyBytes: number;
  /** Functions that take more, by name (voice-to-text takes base64 audio). */
  functionBodyBytesByName: Readonly<Record<string, number>>;
  /** Deepest nesting of objects and arrays accepted in a JSON body. */
  jsonDepth: number;
  /** Failed password sign-ins for one address before further attempts answer 429, per window. */
  signInFailuresPerAccount: number;
  /** Failed password sign-ins from one client address before further attempts answer 429, per window. */
  signInFailuresPerIp: number;
  /** Wrong email codes for one address before further attempts answer 429, per window. */
  otpFailuresPerAddress: number;
  /** Failed verifications (codes and links) from one client address before further attempts answer 429, per window. */
  otpFailuresPerIp: number;
  /** Wrong guesses after which an issued email code stops working. */
  otpWrongGuessesPerCode: number;
  /** The window the failure counters above slide over. */
  authWindowSeconds: number;
  /** Open realtime websockets at once; the next one is refused with 429. */
  realtimeSockets: number;
  /** Channels one realtime socket may have joined at once. */
  realtimeChannelsPerSocket: number;
  /** postgres_changes subscriptions in one channel's join. */
  realtimeBindingsPerChannel: number;
  /** Largest frame a realtime client may send. */
  realtimeMessageBytes: number;
  /** A realtime socket that sends nothing (not even a heartbeat) for this long is dropped. */
  realtimeIdleSeconds: number;
  /** Bytes waiting to be sent to one realtime socket before it counts as too slow and is dropped. */
  realtimeSendBufferBytes: number;
  /** Captured changes waiting for delivery; past this the backlog is dropped and every channel is told to rejoin and catch up. */
  realtimePendingChanges: number;
}

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * voice-to-text reads up to base64 of 8 MiB of audio plus its JSON envelope
 * (about 10.7 MiB, see supabase/functions/voice-to-text/handler.ts) and
 * answers its own 413 above that; the proxy's cap sits just over it so the
 * function's message is the one a user sees. A test holds the two together.
 */
export const VOICE_TO_TEXT_BODY_BYTES = 12 * MIB;

export const DEFAULT_LIMITS: Limits = {
  restBodyBytes: 1 * MIB,
  storageJsonBodyBytes: 1 * MIB,
  authBodyBytes: 64 * KIB,
  userMetadataBytes: 16 * KIB,
  functionBodyBytes: 1 * MIB,
  functionBodyBytesByName: { 'voice-to-text': VOICE_TO_TEXT_BODY_BYTES },
  jsonDepth: 64,
  signInFailuresPerAccount: 10,
  signInFailuresPerIp: 30,
  otpFailuresPerAddress: 10,
  otpFailuresPerIp: 30,
  otpWrongGuessesPerCode: 5,
  authWindowSeconds: 300,
  realtimeSockets: 500,
  realtimeChannelsPerSocket: 100,
  realtimeBindingsPerChannel: 100,
  realtimeMessageBytes: 256 * KIB,
  realtimeIdleSeconds: 60,
  realtimeSendBufferBytes: 4 * MIB,
  realtimePendingChanges: 10_000,
};

type NumericLimit = { [K in keyof Limits]: Limits[K] extends number ? K : never }[keyof Limits];

/** signInFailuresPerIp → BACKEND_LIMIT_SIGN_IN_FAILURES_PER_IP */
export const envNameOf = (name: string) => `BACKEND_LIMIT_${name.replace(/[A-Z]/g, (char) => `_${char}`).toUpperCase()}`;

/** The defaults, overridden by BACKEND_LIMIT_* variables, then by explicit overrides. */
export function resolveLimits(overrides: Partial<Limits> = {}, env: NodeJS.ProcessEnv = process.env): Limits {
  const limits: Limits = { ...DEFAULT_LIMITS };
  for (const name of Object.keys(DEFAULT_LIMITS) as Array<keyof Limits>) {
    if (typeof DEFAULT_LIMITS[name] !== 'number') continue;
    const raw = env[envNameOf(name)];
    if (raw === undefined || raw.trim() === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${envNameOf(name)} must be a positive number, not "${raw}"`);
    limits[name as NumericLimit] = value;
  }
  return { ...limits, ...overrides };
}
