import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_PRIVILEGES, RELATION_PRIVILEGES } from './access.ts';
import { type Catalog, openCatalog } from './catalog.ts';
import { env } from './helpers.ts';
import {
  API_ROLES,
  FUNCTION_ACL_SQL,
  FUNCTIONS_SQL,
  type Privileges,
  privilegesOf,
  RELATION_ACL_SQL,
  RELATIONS_SQL,
} from './privilege-queries.ts';

/**
 * The grants themselves, read from the catalog: every table, view, sequence
 * and function in public must have exactly the privileges tests/contract/
 * access.ts declares for anon, authenticated, service_role and PUBLIC, no
 * more and no less; and what postgres creates next must start closed, as on
 * a hosted project created today (docs/deploy-hosted.md, "Grants").
 */
function differences(kind: string, actual: Privileges, expected: Privileges): string[] {
  const found: string[] = [];
  for (const name of Object.keys(actual).sort()) {
    const want = expected[name];
    if (!want) {
      found.push(`${kind} public.${name} is not declared in tests/contract/access.ts: give it its grants in its migration, then declare them`);
      continue;
    }
    for (const role of API_ROLES) {
      const has = actual[name]?.[role] ?? '';
      const should = want[role] ?? '';
      if (has !== should) found.push(`${kind} public.${name}: ${role} has "${has || 'nothing'}", declared "${should || 'nothing'}"`);
    }
  }
  for (const name of Object.keys(expected)) if (!(name in actual)) found.push(`${kind} public.${name} is declared but does not exist`);
  return found;
}

describe.skipIf(env.engine === 'hosted')('privileges in public [reads the catalog: local backends only]', () => {
  let catalog: Catalog;
  beforeAll(async () => {
    catalog = await openCatalog();
  }, 120_000);
  afterAll(() => catalog?.close());

  it('every table, view and sequence has exactly the declared privileges', async () => {
    const relations = await catalog.query<{ name: string }>(RELATIONS_SQL);
    const acl = await catalog.query<{ name: string; grantee: string; privilege: string; column: string | null }>(RELATION_ACL_SQL);
    const actual = privilegesOf(
      relations.map((relation) => relation.name),
      acl,
    );
    expect(differences('relation', actual, RELATION_PRIVILEGES)).toEqual([]);
  });

  it('every function has exactly the declared EXECUTE grants (none for PUBLIC)', async () => {
    const functions = await catalog.query<{ name: string }>(FUNCTIONS_SQL);
    const acl = await catalog.query<{ name: string; grantee: string; privilege: string; column: string | null }>(FUNCTION_ACL_SQL);
    const actual = privilegesOf(
      functions.map((fn) => fn.name),
      acl,
    );
    expect(differences('function', actual, FUNCTION_PRIVILEGES)).toEqual([]);
  });

  it('every table in public has row level security on', async () => {
    const relations = await catalog.query<{ name: string; kind: string; rls: boolean }>(RELATIONS_SQL);
    expect(relations.filter((relation) => relation.kind === 'r' && !relation.rls).map((relation) => relation.name)).toEqual([]);
  });

  it('keeps what postgres creates next in public closed until its migration opens it', async () => {
    const opened = await catalog.probe(async (query) => {
      await query('set local session authorization postgres');
      await query('create table public._probe_table (id bigint generated always as identity primary key, note text)');
      await query('alter table public._probe_table enable row level security');
      await query('create view public._probe_view as select id from public._probe_table');
      await query(`create function public._probe_function() returns integer language sql as 'select 1'`);
      await query('reset session authorization');
      const rows = await query<{ what: string }>(`
        select format('%s on %s', p.privilege, o.name) as what
          from (values ('public._probe_table'), ('public._probe_view')) as o(name),
               (values ('select'), ('insert'), ('update'), ('delete'), ('truncate'), ('references'), ('trigger')) as p(privilege),
               (values ('anon'), ('authenticated'), ('service_role')) as r(role)
         where has_table_privilege(r.role, o.name, p.privilege)
        union all
        select format('%s on the identity sequence', p.privilege)
          from (values ('usage'), ('select'), ('update')) as p(privilege), (values ('anon'), ('authenticated'), ('service_role')) as r(role)
         where has_sequence_privilege(r.role, pg_get_serial_sequence('public._probe_table', 'id'), p.privilege)
        union all
        select format('execute for %s', case when a.grantee = 0 then 'PUBLIC' else a.grantee::regrole::text end)
          from pg_proc f, aclexplode(coalesce(f.proacl, acldefault('f'::"char", f.proowner))) a
         where f.oid = 'public._probe_function()'::regprocedure and a.grantee <> f.proowner`);
      return rows.map((row) => row.what);
    });
    expect([...new Set(opened)]).toEqual([]);
  });
});
