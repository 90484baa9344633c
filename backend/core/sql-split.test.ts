import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from './sql-split.ts';

describe('splitSqlStatements', () => {
  it('splits on top-level semicolons only', () => {
    const script = `
-- a comment; with a semicolon
create table t (v text default 'a;b');
create function f() returns int language plpgsql as $body$
begin
  return 1; -- inside the body
end
$body$;
/* block; /* nested; */ still comment; */
insert into "we;ird" values ($$x;y$$);
`;
    expect(splitSqlStatements(script)).toEqual([
      "-- a comment; with a semicolon\ncreate table t (v text default 'a;b')",
      'create function f() returns int language plpgsql as $body$\nbegin\n  return 1; -- inside the body\nend\n$body$',
      '/* block; /* nested; */ still comment; */\ninsert into "we;ird" values ($$x;y$$)',
    ]);
  });

  it('drops empty and comment-only statements', () => {
    expect(splitSqlStatements(';;\n-- only a comment\n')).toEqual([]);
  });

  it('keeps a final statement without a semicolon', () => {
    expect(splitSqlStatements('select 1; select 2')).toEqual(['select 1', 'select 2']);
  });
});
