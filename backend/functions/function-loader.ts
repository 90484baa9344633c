/**
 * Loads edge functions without letting them listen: each function's
 * index.ts calls `Deno.serve(handler)` at import time, as on the hosted
 * platform, and a stub keeps the handler instead of opening a port. The
 * local host (host.ts) and the deploy check (scripts/functions/
 * load-functions.ts) both import functions this way. Runs under Deno.
 */

export type Handler = (request: Request, info: unknown) => Response | Promise<Response>;

// The slice of the Deno namespace replaced here, typed locally so this file also type-checks in the Node project.
interface DenoServe {
  serve: (...args: unknown[]) => unknown;
}

// What Deno.serve returns, enough for code that awaits `finished` or calls shutdown().
const idleServer = {
  finished: new Promise<void>(() => {}),
  shutdown: () => Promise.resolve(),
  ref() {},
  unref() {},
  addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
};

function handlerFrom(args: unknown[]): Handler | undefined {
  for (const arg of args) {
    if (typeof arg === 'function') return arg as Handler;
    const handler = (arg as { handler?: unknown } | null)?.handler;
    if (arg && typeof arg === 'object' && typeof handler === 'function') return handler as Handler;
  }
  return undefined;
}

export interface LoadedFunctions {
  handlers: Map<string, Handler>;
  /** Why each function that did not load failed. */
  failed: Map<string, string>;
  /** Deno's own serve, for whoever routes to the handlers. */
  realServe: (...args: unknown[]) => unknown;
}

/** Imports `<functionsDir>/<name>/index.ts` for each name, one after another, with `deno.serve` replaced by the stub. */
export async function loadFunctions(deno: DenoServe, functionsDir: string, names: readonly string[]): Promise<LoadedFunctions> {
  const handlers = new Map<string, Handler>();
  const failed = new Map<string, string>();
  const realServe = deno.serve.bind(deno);
  let loading: string | null = null;
  deno.serve = (...args: unknown[]) => {
    const handler = handlerFrom(args);
    if (loading && handler) handlers.set(loading, handler);
    return idleServer;
  };
  for (const name of names) {
    loading = name;
    try {
      await import(new URL(`file://${functionsDir}/${name}/index.ts`).href);
      if (!handlers.has(name)) failed.set(name, 'index.ts did not call Deno.serve(handler)');
    } catch (error) {
      failed.set(name, error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    loading = null;
  }
  return { handlers, failed, realServe };
}
