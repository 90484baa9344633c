import { beforeEach, describe, expect, it, vi } from 'vitest';

const db = { from: vi.fn() };
vi.mock('./supabase.ts', () => ({ getSupabase: async () => db }));

const { writeRows } = await import('./db-read.ts');
const { DbError } = await import('./errors.ts');

describe('writeRows', () => {
  beforeEach(() => db.from.mockReset());

  it('runs the write on the client and resolves when the database answers no error', async () => {
    const insert = vi.fn(async () => ({ error: null }));
    db.from.mockReturnValue({ insert });
    await expect(writeRows((client) => client.from('inquiry_notes').insert({ body: 'x' }))).resolves.toBeUndefined();
    expect(db.from).toHaveBeenCalledWith('inquiry_notes');
    expect(insert).toHaveBeenCalledWith({ body: 'x' });
  });

  it('throws the database’s error, so the mutation fails with its message', async () => {
    db.from.mockReturnValue({ delete: async () => ({ error: { message: 'permission denied for table contractors' } }) });
    await expect(writeRows((client) => client.from('contractors').delete())).rejects.toThrow('permission denied for table contractors');
  });

  it('keeps the database’s code on the error it throws, so a page can act on it without reading the text', async () => {
    db.from.mockReturnValue({ insert: async () => ({ error: { message: 'duplicate key value', code: '23505', details: 'Key exists.', hint: null } }) });
    const failure = await writeRows((client) => client.from('material_cost_index').insert({})).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DbError);
    expect(failure).toMatchObject({ code: '23505', details: 'Key exists.' });
  });
});
