import { describe, expect, it } from 'vitest';
import type { PublishedTable } from './tables.ts';
import { selectPredicate } from './visibility.ts';

const table = (overrides: Partial<PublishedTable>): PublishedTable => ({
  schema: 'public',
  name: 'leads',
  sql: '"public"."leads"',
  columns: [],
  primaryKey: [],
  rowSecurity: true,
  policies: [],
  ...overrides,
});

describe('the select policies a deleted row is checked against', () => {
  it('ORs the permissive policies of the role, ANDs the restrictive ones, and ignores other roles', () => {
    const leads = table({
      policies: [
        { permissive: true, roles: ['authenticated'], using: 'is_admin()' },
        { permissive: true, roles: [], using: 'owner = auth.uid()' },
        { permissive: true, roles: ['anon'], using: 'true' },
        { permissive: false, roles: ['authenticated'], using: 'not archived' },
      ],
    });
    expect(selectPredicate(leads, 'authenticated')).toBe('((is_admin()) or (owner = auth.uid())) and (not archived)');
    expect(selectPredicate(leads, 'anon')).toBe('((owner = auth.uid()) or (true))');
  });

  it('denies every row when no permissive policy applies, and allows every row without RLS', () => {
    expect(selectPredicate(table({ policies: [{ permissive: false, roles: [], using: 'x' }] }), 'anon')).toBe('(false) and (x)');
    expect(selectPredicate(table({ rowSecurity: false, policies: [] }), 'anon')).toBe('true');
  });
});
