-- Markup stripping in SQL by the edge functions' own rules
-- (supabase/functions/_shared/sanitize.ts, stripMarkup): the bid notes and
-- briefs that firms and admins send straight to the database through
-- submit_bid and open_bid_request. The old bid_plain_text was one regular
-- expression pass, so `<<script>script>` was stored as `<script>`.
--
-- One pass, linear in the input, the same algorithm as sanitize.ts: a tag
-- is `<` then an optional `/`, then a letter or `!`, up to the next `>`
-- with no `<` or `>` between; tags are removed innermost first with a stack
-- of the `<` still open in the output, so a tag rebuilt from pieces goes
-- too; comments and script, style, iframe, object, embed, template and
-- noscript elements go with their content when their closing tag follows;
-- control characters other than tab, line feed and carriage return go; a
-- `<` or `>` that starts no tag stays. tests/contract/bids.test.ts checks
-- that it answers what stripMarkup answers, on known and random strings.

create function public.plain_text(p_text text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  chars text[] := coalesce(string_to_array(p_text, null), '{}');
  n integer := coalesce(array_length(string_to_array(p_text, null), 1), 0);
  buf text[] := '{}';
  len integer := 0;
  opened integer[] := '{}';
  depth integer := 0;
  unclosed text[] := '{}';
  i integer := 1;
  j integer;
  k integer;
  c text;
  code integer;
  start_at integer;
  name text;
  name_len integer;
  closes boolean;
begin
  while i <= n loop
    c := chars[i];
    code := ascii(c);
    if (code <= 31 and code not in (9, 10, 13)) or code = 127 then
      i := i + 1;
      continue;
    end if;

    if c = '<' and i + 3 <= n and chars[i + 1] = '!' and chars[i + 2] = '-' and chars[i + 3] = '-' then
      -- A comment: to its `-->`, or to the end when unclosed.
      j := i + 4;
      while j + 2 <= n and not (chars[j] = '-' and chars[j + 1] = '-' and chars[j + 2] = '>') loop
        j := j + 1;
      end loop;
      i := case when j + 2 <= n then j + 3 else n + 1 end;
      continue;
    end if;

    if c = '<' then
      len := len + 1;
      buf[len] := '<';
      depth := depth + 1;
      opened[depth] := len;
      i := i + 1;
      continue;
    end if;

    if c = '>' then
      i := i + 1;
      start_at := null;
      if depth > 0 then
        start_at := opened[depth];
        depth := depth - 1;
      end if;
      if start_at is not null then
        k := start_at + 1;
        if k <= len and buf[k] = '/' then
          k := k + 1;
        end if;
        if k <= len and buf[k] ~ '^[A-Za-z!]$' then
          -- The tag from that `<` to here goes; an opening block element takes its content with it.
          name := lower(coalesce(substring(array_to_string(buf[start_at:least(len, start_at + 40)], '') from '^<([A-Za-z]+)'), ''));
          len := start_at - 1;
          if name in ('script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript') and not (name = any(unclosed)) then
            name_len := char_length(name);
            j := i;
            closes := false;
            while j <= n and not closes loop
              if chars[j] = '<' and j + 1 <= n and chars[j + 1] = '/' and lower(array_to_string(chars[j + 2:j + 1 + name_len], '')) = name then
                k := j + 2 + name_len;
                while k <= n and chars[k] ~ '^\s$' loop
                  k := k + 1;
                end loop;
                if k <= n and chars[k] = '>' then
                  closes := true;
                  i := k + 1;
                end if;
              end if;
              j := j + 1;
            end loop;
            if not closes then
              unclosed := unclosed || name;
            end if;
          end if;
          continue;
        end if;
      end if;
      len := len + 1;
      buf[len] := '>';
      -- A literal `>` sits between every earlier `<` and what follows: none of them can open a tag now.
      depth := 0;
      continue;
    end if;

    len := len + 1;
    buf[len] := c;
    i := i + 1;
  end loop;

  -- Unterminated tags at the end go too, innermost first, until a `<` that opens none.
  while depth > 0 loop
    start_at := opened[depth];
    depth := depth - 1;
    k := start_at + 1;
    if k <= len and buf[k] = '/' then
      k := k + 1;
    end if;
    exit when not (k <= len and buf[k] ~ '^[A-Za-z!]$');
    len := start_at - 1;
  end loop;

  return array_to_string(buf[1:len], '');
end
$$;

revoke all on function public.plain_text(text) from public, anon, authenticated, service_role;
grant execute on function public.plain_text(text) to service_role;

-- The bids' own wrapper keeps its name and grants: plain text, trimmed as
-- cleanText trims it. Text far over any field's limit is refused before it
-- is stripped, so a huge payload costs nothing.
create or replace function public.bid_plain_text(p_text text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if char_length(coalesce(p_text, '')) > 20000 then
    raise exception 'This text is too long: keep it under 1,000 characters' using errcode = '23514';
  end if;
  return btrim(public.plain_text(coalesce(p_text, '')), E' \t\n\r\f\v');
end
$$;
