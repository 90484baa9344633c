import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_SOURCES } from '@shared/inquiry/choices.ts';
import { SOURCE_LABELS } from '@/features/admin/lib/pipeline.ts';
import type { Database } from '../../backend/core/db.ts';
import { allowedValues, openMigratedDatabase } from '../../tests/support/check-constraint.ts';

/** The check on public.inquiries.source, built from the migrations, allows exactly the sources submit-inquiry accepts, and the inbox names each. */
describe('inquiries.source', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedDatabase();
  }, 60_000);
  afterAll(() => db?.close());

  it('allows exactly the schema’s sources', async () => {
    expect(await allowedValues(db, 'public.inquiries', 'source')).toEqual([[...INQUIRY_SOURCES].sort()]);
    expect(Object.keys(SOURCE_LABELS).sort()).toEqual([...INQUIRY_SOURCES].sort());
  });
});
