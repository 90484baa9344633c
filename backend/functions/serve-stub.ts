/**
 * Loads edge functions without letting them listen: each function's
 * index.ts calls `Deno.serve(handler)` at import time, as on the hosted
 * platform, and this stub keeps the handler instead of opening a port. The
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

/** Replaces `deno.serve` with the stub; `keep` gets every handler a function passes to it. Returns the real serve. */
export function stubServe(deno: DenoServe, keep: (handler: Handler) => void): (...args: unknown[]) => unknown {
  const realServe = deno.serve.bind(deno);
  deno.serve = (...args: unknown[]) => {
    const handler = handlerFrom(args);
    if (handler) keep(handler);
    return idleServer;
  };
  return realServe;
}
