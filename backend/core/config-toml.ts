import { readFileSync } from 'node:fs';
import { parse, TomlError, type TomlPrimitive } from 'smol-toml';

/**
 * Reads the handful of settings the local backend shares with the Supabase
 * CLI from `supabase/config.toml`, so a setting is written once and both
 * `supabase start` and this backend honour it. The file is parsed by
 * smol-toml (the whole of TOML 1.0), so whatever the CLI accepts reads here.
 */
export type TomlValue = TomlPrimitive;
export type TomlTable = Record<string, TomlPrimitive>;

export function parseToml(source: string): TomlTable {
  try {
    return parse(source);
  } catch (error) {
    if (error instanceof TomlError) throw new Error(`config.toml line ${error.line}: ${error.message.split('\n')[0]}`);
    throw error;
  }
}

/** What the local backend takes from config.toml, with the CLI's defaults. */
export interface ProjectConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  minimumPasswordLength: number;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  otpExpiry: number;
  storageFileSizeLimit: number;
  /** Function names whose gateway JWT check is switched off (`verify_jwt = false`). */
  publicFunctions: string[];
}

const table = (value: TomlValue | undefined): TomlTable =>
  value !== undefined && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) ? (value as TomlTable) : {};
const str = (value: TomlValue | undefined, fallback: string) => (typeof value === 'string' ? value : fallback);
const num = (value: TomlValue | undefined, fallback: number) => (typeof value === 'number' ? value : fallback);
const bool = (value: TomlValue | undefined, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** "50MiB", "5MB", "1024" → bytes, as the CLI reads storage sizes. */
export function parseByteSize(value: TomlValue | undefined, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|KiB|MB|MiB|GB|GiB)?\s*$/i.exec(value);
  if (!match) return fallback;
  const units: Record<string, number> = { b: 1, kb: 1e3, kib: 1024, mb: 1e6, mib: 1024 ** 2, gb: 1e9, gib: 1024 ** 3 };
  return Math.round(Number(match[1]) * (units[(match[2] ?? 'b').toLowerCase()] ?? 1));
}

export function projectConfigFrom(toml: TomlTable): ProjectConfig {
  const auth = table(toml.auth);
  const email = table(auth.email);
  const functions = table(toml.functions);
  const redirects = auth.additional_redirect_urls;
  return {
    siteUrl: str(auth.site_url, 'http://127.0.0.1:3000'),
    additionalRedirectUrls: Array.isArray(redirects) ? redirects.filter((url): url is string => typeof url === 'string') : [],
    jwtExpiry: num(auth.jwt_expiry, 3600),
    minimumPasswordLength: num(auth.minimum_password_length, 6),
    refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
    enableSignup: bool(auth.enable_signup, true),
    enableConfirmations: bool(email.enable_confirmations, false),
    otpExpiry: num(email.otp_expiry, 3600),
    storageFileSizeLimit: parseByteSize(table(toml.storage).file_size_limit, 50 * 1024 ** 2),
    publicFunctions: Object.entries(functions)
      .filter(([, settings]) => table(settings).verify_jwt === false)
      .map(([name]) => name),
  };
}

export function readProjectConfig(path: string): ProjectConfig {
  return projectConfigFrom(parseToml(readFileSync(path, 'utf8')));
}
