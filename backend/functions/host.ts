/**
 * Runs under Deno, not Node: one long-lived process that loads every edge
 * function in supabase/functions and serves them all on one loopback port,
 * so the local backend starts Deno once instead of once per function.
 *
 * Each function's index.ts calls `Deno.serve(handler)` at import time, as on
 * the hosted platform. Before importing it, `Deno.serve` is replaced by a stub
 * that records the handler; afterwards the real `Deno.serve` routes
 * `/<name>/...` to it. A function that fails to import answers 500 with its
 * error instead of taking the others down.
 *
 * Usage (from supabase/functions, so its deno.json applies):
 *   deno run --allow-net --allow-env --allow-read ../../backend/functions/host.ts <functions dir>
 * On success it prints one line: READY {"port":…,"functions":[…],"failed":{…}}
 */

import { loadFunctions } from './function-loader.ts';

interface DenoDirEntry {
  name: string;
  isDirectory: boolean;
}

// The slice of the Deno namespace used here, typed locally so this file also
// type-checks in the Node project (which has no Deno types).
interface DenoApi {
  args: string[];
  serve: (...args: unknown[]) => unknown;
  readDir(path: string): AsyncIterable<DenoDirEntry>;
  stat(path: string): Promise<{ isFile: boolean }>;
  realPathSync(path: string): string;
  exit(code: number): never;
}

const deno = (globalThis as unknown as { Deno: DenoApi }).Deno;

const functionsDir = deno.realPathSync(deno.args[0] ?? '.');

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function isFunction(name: string): Promise<boolean> {
  if (name.startsWith('_') || name.startsWith('.')) return false;
  try {
    return (await deno.stat(`${functionsDir}/${name}/index.ts`)).isFile;
  } catch {
    return false;
  }
}

const names: string[] = [];
for await (const entry of deno.readDir(functionsDir)) {
  if (entry.isDirectory && (await isFunction(entry.name))) names.push(entry.name);
}
names.sort();

const { handlers, failed, realServe } = await loadFunctions(deno, functionsDir, names);
for (const [name, reason] of failed) console.error(`[functions] ${name} failed to load:\n${reason}`);

async function route(request: Request, info: unknown): Promise<Response> {
  const name = new URL(request.url).pathname.split('/')[1] ?? '';
  const handler = handlers.get(name);
  if (handler) {
    try {
      return await handler(request, info);
    } catch (error) {
      console.error(`[functions] ${name} threw:`, error);
      return json({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, 500);
    }
  }
  if (failed.has(name)) return json({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }, 500);
  return json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
}

realServe({
  hostname: '127.0.0.1',
  port: 0,
  handler: route,
  onListen: ({ port }: { port: number }) => {
    console.log(`READY ${JSON.stringify({ port, functions: [...handlers.keys()], failed: Object.fromEntries(failed) })}`);
  },
});

// A module, so the top-level awaits above are allowed.
export {};
