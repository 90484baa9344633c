/**
 * Whether the function runs on hosted Supabase. Its edge runtime sets
 * SB_REGION, SB_EXECUTION_ID and DENO_DEPLOYMENT_ID (Supabase's "Environment
 * variables" guide); neither the embedded backend nor `supabase start` does.
 */
import type { Env } from './supabase-admin.ts';

export const isHostedRuntime = (env: Env): boolean => ['SB_REGION', 'SB_EXECUTION_ID', 'DENO_DEPLOYMENT_ID'].some((name) => Boolean(env.get(name)));
