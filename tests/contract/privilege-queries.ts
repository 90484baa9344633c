/** The API roles whose privileges the manifest states (PUBLIC counts: every role inherits it). */
export const API_ROLES = ['public', 'anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

/** Each object's privileges per API role, as "select, update(a, b)" (sorted; column grants in brackets). */
export type Privileges = Record<string, Partial<Record<ApiRole, string>>>;

interface AclRow {
  name: string;
  grantee: string;
  privilege: string;
  column: string | null;
}

const GRANTEE = `case when a.grantee = 0 then 'public' else a.grantee::regrole::text end`;

/** Tables, views and sequences of public with their table- and column-level grants to the API roles. */
export const RELATION_ACL_SQL = `
  select c.relname as name, ${GRANTEE} as grantee, lower(a.privilege_type) as privilege, null::text as column
    from pg_class c, aclexplode(coalesce(c.relacl, acldefault((case when c.relkind = 'S' then 's' else 'r' end)::"char", c.relowner))) a
   where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
  union all
  select c.relname, ${GRANTEE}, lower(a.privilege_type), att.attname::text
    from pg_class c
    join pg_attribute att on att.attrelid = c.oid and att.attnum > 0 and not att.attisdropped and att.attacl is not null,
    aclexplode(att.attacl) a
   where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

/** Every relation in public, with its kind, so one without any grant is still listed. */
export const RELATIONS_SQL = `
  select c.relname as name, c.relkind::text as kind, c.relrowsecurity as rls
    from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')`;

/** Functions of public with who may execute them (Postgres's default, PUBLIC, when never granted or revoked). */
export const FUNCTION_ACL_SQL = `
  select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name, ${GRANTEE} as grantee,
         lower(a.privilege_type) as privilege, null::text as column
    from pg_proc p, aclexplode(coalesce(p.proacl, acldefault('f'::"char", p.proowner))) a
   where p.pronamespace = 'public'::regnamespace`;

export const FUNCTIONS_SQL = `
  select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name
    from pg_proc p where p.pronamespace = 'public'::regnamespace`;

/** Folds ACL rows into the manifest's form, for the API roles only. */
export function privilegesOf(names: string[], rows: AclRow[]): Privileges {
  const result: Privileges = Object.fromEntries(names.map((name) => [name, {}]));
  const grouped = new Map<string, { table: Set<string>; columns: Map<string, string[]> }>();
  for (const row of rows) {
    if (!(API_ROLES as readonly string[]).includes(row.grantee)) continue;
    const key = `${row.name}\u0000${row.grantee}`;
    const entry = grouped.get(key) ?? { table: new Set<string>(), columns: new Map<string, string[]>() };
    if (row.column === null) entry.table.add(row.privilege);
    else entry.columns.set(row.privilege, [...(entry.columns.get(row.privilege) ?? []), row.column]);
    grouped.set(key, entry);
  }
  for (const [key, entry] of grouped) {
    const [name, grantee] = key.split('\u0000') as [string, ApiRole];
    const tokens = [...entry.table];
    for (const [privilege, columns] of entry.columns) {
      if (!entry.table.has(privilege)) tokens.push(`${privilege}(${columns.sort().join(', ')})`);
    }
    const target = result[name] ?? {};
    target[grantee] = tokens.sort().join(', ');
    result[name] = target;
  }
  return result;
}
