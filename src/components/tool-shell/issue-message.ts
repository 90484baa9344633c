import { FunctionError } from '@/lib/functions.ts';

/** What a function said was wrong with the input (its first issue), or `fallback` for any other failure. */
export const issueMessage = (error: unknown, fallback: string) => (error instanceof FunctionError && error.issues[0] ? error.issues[0].message : fallback);
