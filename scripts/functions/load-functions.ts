/**
 * Runs under Deno (scripts/functions/deploy-check.ts starts it): imports
 * each named function's index.ts from a copy of supabase/functions, with
 * `Deno.serve` stubbed as the local host does it (backend/functions/
 * function-loader.ts), then asks every
 * handler the CORS preflight, which serve() answers before any dependency
 * is touched. So a function that loads here resolved every import through
 * the import map alone.
 *
 *   deno run --no-config --import-map=<map> --allow-env load-functions.ts <functions dir> <name>…
 *
 * Prints one line: LOADED {"<name>": "ok" | "<why not>"}.
 */

import { loadFunctions } from '../../backend/functions/function-loader.ts';

// The slice of the Deno namespace used here, typed locally so this file also type-checks in the Node project.
interface DenoApi {
  args: string[];
  serve: (...args: unknown[]) => unknown;
  exit(code: number): never;
}

const deno = (globalThis as unknown as { Deno: DenoApi }).Deno;
const [functionsDir = '.', ...names] = deno.args;
const { handlers, failed } = await loadFunctions(deno, functionsDir, names);

const outcome: Record<string, string> = Object.fromEntries(failed);
for (const [name, handler] of handlers) {
  try {
    const response = await handler(new Request(`http://functions.test/${name}`, { method: 'OPTIONS', headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' } }), {});
    await response.body?.cancel();
    outcome[name] = response.status === 204 ? 'ok' : `the preflight answered ${response.status}`;
  } catch (error) {
    outcome[name] = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
}
console.log(`LOADED ${JSON.stringify(outcome)}`);
deno.exit(0);

export {};
