/**
 * How the functions' stores turn a failed Supabase call (`{ data, error }`)
 * into a thrown Error. It is left to propagate: `serve` logs it and answers a
 * 500 internal_error (no database message reaches the caller), and the
 * scheduler reports the job as failed.
 */

/** Throws when `error` is set, saying what the store was doing. */
export function fail(what: string, error: { message: string } | null): void {
  if (error) throw new Error(`${what}: ${error.message}`);
}

/** The call's data, or a throw with its error's message. */
export function check<T>(result: { data: T; error: { message: string } | null }): T {
  if (result.error) throw new Error(result.error.message);
  return result.data;
}
