import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in a backend's data folder that keeps its link secret across restarts. */
export const LINK_SECRET_FILE = 'mail-link-secret';

/**
 * The MAIL_LINK_SECRET the embedded backend gives its functions: links in
 * mail (cancel a reminder, unsubscribe, sign a contract, confirm an address)
 * are signed with it, never with the service role key, which is public
 * locally. Kept in the data folder, so a link mailed before a restart still
 * works after it; an in-memory backend makes a new one each start.
 */
export function localLinkSecret(dataDir?: string): string {
  const fresh = () => randomBytes(32).toString('base64url');
  if (!dataDir) return fresh();
  const file = join(dataDir, LINK_SECRET_FILE);
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (kept.length >= 32) return kept;
  const secret = fresh();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
