/**
 * A throwaway PostgreSQL cluster for the suite's PostgreSQL step: initdb in a
 * temporary folder with supabase_admin as its bootstrap superuser (as a hosted
 * Supabase database has), a server listening only on a unix socket in that
 * folder, and a stop that removes everything.
 *
 * The binaries come from PG_BIN, else Debian's postgresql-15
 * (/usr/lib/postgresql/15/bin), else the PATH. initdb refuses to run as root,
 * so under root (CI) the cluster runs as the `postgres` system user the
 * Debian package creates.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const POSTGRES_INSTALL_HINT =
  'The PostgreSQL step needs PostgreSQL 15 (initdb and pg_ctl): `sudo apt-get install -y postgresql-15` on Debian/Ubuntu, or set PG_BIN to a folder holding them.';

const CANDIDATES = ['/usr/lib/postgresql/15/bin'];

/** The folder with initdb and pg_ctl, or null when there is none. */
export function findPostgresBin(): string | null {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return existsSync(join(fromEnv, 'initdb')) && existsSync(join(fromEnv, 'pg_ctl')) ? fromEnv : null;
  for (const dir of CANDIDATES) if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const pgCtl = which.status === 0 ? which.stdout.trim() : '';
  if (pgCtl) {
    const dir = pgCtl.slice(0, pgCtl.lastIndexOf('/'));
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  return null;
}

export interface Cluster {
  /** Connection URL for supabase_admin over the unix socket. */
  url: string;
  /** The server's major version, e.g. "15". */
  version: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startCluster(bin: string): Promise<Cluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'winecellargpt-pg-'));
  const data = join(dir, 'data');
  const runAs = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error?.message}`);
    return result.stdout;
  };
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) throw new Error(`Running as root, the cluster needs the "postgres" system user. ${POSTGRES_INSTALL_HINT}`);
    chownSync(dir, Number(ids.stdout.trim()), Number(gid.stdout.trim()));
  }
  // A port number names the socket file; loopback TCP stays off.
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      try {
        runAs('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone: the folder is removed all the same.
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runAs('initdb', ['-D', data, '--username=supabase_admin', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    runAs('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-c listen_addresses='' -c unix_socket_directories='${dir}' -p ${port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      '-w',
      'start',
    ]);
    started = true;
  } catch (error) {
    const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : '';
    stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  const version = readFileSync(join(data, 'PG_VERSION'), 'utf8').trim();
  const url = `postgres://supabase_admin@localhost/postgres?host=${encodeURIComponent(dir)}&port=${port}`;
  return { url, version, stop };
}
