import { readFileSync } from 'node:fs';

/**
 * Reads the handful of settings the local backend shares with the Supabase
 * CLI from `supabase/config.toml`, so a setting is written once and both
 * `supabase start` and this backend honour it. Only the TOML subset that file
 * uses is understood: tables, bare or quoted keys, strings, numbers, booleans
 * and (multi-line) arrays of those.
 */
export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

export function parseToml(source: string): TomlTable {
  const root: TomlTable = {};
  let table = root;
  const lines = source.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    let line = stripComment(lines[index] ?? '').trim();
    if (line === '') continue;
    const header = /^\[([^[\]]+)\]$/.exec(line);
    if (header?.[1]) {
      table = root;
      for (const key of splitKey(header[1])) {
        const next = table[key];
        if (next !== undefined && (typeof next !== 'object' || Array.isArray(next))) {
          throw new Error(`config.toml line ${index + 1}: "${key}" is not a table`);
        }
        table = (next as TomlTable | undefined) ?? (table[key] = {});
      }
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) throw new Error(`config.toml line ${index + 1}: expected key = value`);
    const keyPath = splitKey(line.slice(0, eq));
    let raw = line.slice(eq + 1).trim();
    // Arrays may span lines; gather until the brackets balance.
    while (raw.startsWith('[') && !bracketsBalanced(raw) && index + 1 < lines.length) {
      index += 1;
      line = stripComment(lines[index] ?? '').trim();
      raw += ` ${line}`;
    }
    let target = table;
    for (const key of keyPath.slice(0, -1)) target = (target[key] ??= {}) as TomlTable;
    const last = keyPath[keyPath.length - 1];
    if (last === undefined) throw new Error(`config.toml line ${index + 1}: empty key`);
    target[last] = parseValue(raw, index + 1);
  }
  return root;
}

function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quote) {
      if (char === '\\' && quote === '"') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#') return line.slice(0, i);
  }
  return line;
}

function bracketsBalanced(raw: string): boolean {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw[i];
    if (quote) {
      if (char === '\\' && quote === '"') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[') depth += 1;
    else if (char === ']') depth -= 1;
  }
  return depth === 0;
}

function splitKey(raw: string): string[] {
  const parts: string[] = [];
  const pattern = /\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*(\.|$)/gy;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(raw)) !== null) {
    parts.push(match[1] ?? match[2] ?? match[3] ?? '');
    if (match[4] === '') break;
  }
  if (parts.length === 0) throw new Error(`config.toml: invalid key "${raw}"`);
  return parts;
}

function parseValue(raw: string, line: number): TomlValue {
  const [value, rest] = readValue(raw.trim(), line);
  if (rest.trim() !== '') throw new Error(`config.toml line ${line}: unexpected "${rest.trim()}"`);
  return value;
}

function readValue(raw: string, line: number): [TomlValue, string] {
  if (raw.startsWith('"')) {
    const match = /^"((?:[^"\\]|\\.)*)"/.exec(raw);
    if (!match) throw new Error(`config.toml line ${line}: unterminated string`);
    const text = (match[1] ?? '').replace(/\\(["\\nt])/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);
    return [text, raw.slice(match[0].length)];
  }
  if (raw.startsWith("'")) {
    const end = raw.indexOf("'", 1);
    if (end < 0) throw new Error(`config.toml line ${line}: unterminated string`);
    return [raw.slice(1, end), raw.slice(end + 1)];
  }
  if (raw.startsWith('[')) {
    const items: TomlValue[] = [];
    let rest = raw.slice(1).trimStart();
    while (!rest.startsWith(']')) {
      const [item, after] = readValue(rest, line);
      items.push(item);
      rest = after.trimStart();
      if (rest.startsWith(',')) rest = rest.slice(1).trimStart();
      else if (!rest.startsWith(']')) throw new Error(`config.toml line ${line}: expected , or ]`);
    }
    return [items, rest.slice(1)];
  }
  const scalar = /^[^,\]\s]+/.exec(raw);
  const token = scalar?.[0] ?? '';
  const rest = raw.slice(token.length);
  if (token === 'true' || token === 'false') return [token === 'true', rest];
  const number = Number(token.replace(/_/g, ''));
  if (token !== '' && Number.isFinite(number)) return [number, rest];
  throw new Error(`config.toml line ${line}: unsupported value "${token}"`);
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
  value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};
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
