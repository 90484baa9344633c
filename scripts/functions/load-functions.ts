/**
 * Runs under Deno (scripts/functions/deploy-check.ts starts it): imports
 * each named function's index.ts from a copy of supabase/functions, with
 * `Deno.serve` stubbed as the local host does it (backend/functions/
 * serve-stub.ts), then asks every
 * handler the CORS preflight, which serve() answers before any dependency
 * is touched. So a function that loads here resolved every import through
 * the import map alone.
 *
 *   deno run --no-config --import-map=<map> --allow-env load-functions.ts <functions dir> <name>…
 *
 * Prints one line: LOADED {"<name>": "ok" | "<why not>"}.
 */

import { stubServe, type Handler } from '../../backend/functions/serve-stub.ts';

// The slice of the Deno namespace used here, typed locally so this file also type-checks in the Node project.
interface DenoApi {
  args: string[];
  serve: (...args: unknown[]) => unknown;
  exit(code: number): never;
}

const deno = (globalThis as unknown as { Deno: DenoApi }).Deno;
const [functionsDir, ...names] = deno.args;
const handlers = new Map<string, Handler>();
let loading: string | null = null;

stubServe(deno, (handler) => {
  if (loading) handlers.set(loading, handler);
});

const outcome: Record<string, string> = {};
for (const name of names) {
  loading = name;
  try {
    await import(new URL(`file://${functionsDir}/${name}/index.ts`).href);
    const handler = handlers.get(name);
    if (!handler) {
      outcome[name] = 'index.ts did not call Deno.serve(handler)';
      continue;
    }
    const response = await handler(new Request(`http://functions.test/${name}`, { method: 'OPTIONS', headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' } }), {});
    await response.body?.cancel();
    outcome[name] = response.status === 204 ? 'ok' : `the preflight answered ${response.status}`;
  } catch (error) {
    outcome[name] = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  loading = null;
}
console.log(`LOADED ${JSON.stringify(outcome)}`);
deno.exit(0);

export {};
