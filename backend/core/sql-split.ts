/**
 * Splits a SQL script into statements the way the Supabase CLI records them
 * in `supabase_migrations.schema_migrations.statements`: on top-level
 * semicolons, ignoring those inside quotes, dollar-quoted bodies and comments.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const statement = script.slice(start, end).trim();
    if (statement !== '' && !isOnlyComments(statement)) statements.push(statement);
  };
  while (i < script.length) {
    const char = script[i];
    const next = script[i + 1];
    if (char === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end < 0 ? script.length : end + 1;
    } else if (char === '/' && next === '*') {
      i = skipBlockComment(script, i);
    } else if (char === "'" || char === '"') {
      i = skipQuoted(script, i, char);
    } else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i, i + 64))?.[0];
      if (tag) {
        const end = script.indexOf(tag, i + tag.length);
        i = end < 0 ? script.length : end + tag.length;
      } else i += 1;
    } else if (char === ';') {
      push(i);
      i += 1;
      start = i;
    } else i += 1;
  }
  push(script.length);
  return statements;
}

function skipQuoted(script: string, from: number, quote: string): number {
  let i = from + 1;
  while (i < script.length) {
    if (script[i] === quote) {
      if (script[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return i;
}

// Postgres block comments nest.
function skipBlockComment(script: string, from: number): number {
  let depth = 0;
  let i = from;
  while (i < script.length) {
    if (script[i] === '/' && script[i + 1] === '*') {
      depth += 1;
      i += 2;
    } else if (script[i] === '*' && script[i + 1] === '/') {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  return i;
}

// Deliberately rough: only decides whether anything but comments is left.
function isOnlyComments(statement: string): boolean {
  return statement.replace(/\/\*[\s\S]*?\*\//g, '').replace(/--[^\n]*/g, '').trim() === '';
}
