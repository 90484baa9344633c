/**
 * Runs the Deno binary shipped by the `deno` npm package inside
 * supabase/functions, so its deno.json (imports, nodeModulesDir) applies.
 * `tsx scripts/deno.ts test ...` is what `npm run test:functions` calls.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = process.cwd();
const result = spawnSync(join(root, 'node_modules/.bin/deno'), process.argv.slice(2), {
  cwd: join(root, 'supabase/functions'),
  stdio: 'inherit',
  env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', DENO_DIR: join(root, '.local/deno') },
});
process.exit(result.status ?? 1);
