import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../backend/core/db.ts';
import { allowedValues, openMigratedDatabase } from '../../tests/support/check-constraint.ts';
import { SAVED_KINDS } from './tools.ts';

/**
 * The one copy of the saved kinds that cannot be derived: the check
 * constraint on public.saved_calculations, read from a database built from
 * the same migrations a hosted project runs. A kind added to the registry
 * needs a migration that allows it, and the reverse.
 */
describe('saved_calculations.kind', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedDatabase();
  }, 60_000);
  afterAll(() => db?.close());

  it('allows exactly the registry’s saved kinds', async () => {
    expect(await allowedValues(db, 'public.saved_calculations', 'kind')).toEqual([[...SAVED_KINDS].sort()]);
  });
});
