/** What the global setup hands every contract test. */
export interface ContractEnv {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** True against the embedded local backend (inbox and restarts available). */
  local: boolean;
  /** What the database runs on: the embedded PGlite, a real Postgres (BACKEND_DATABASE_URL), or a hosted project. */
  engine: 'pglite' | 'postgres' | 'hosted';
  /** True when a rotated refresh token may not be presented again at all (reuse interval 0). */
  strictRefreshReuse: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    contract: ContractEnv;
  }
}
