-- Honest search (docs/product.md#search): search_articles says which pass answered, what the typo
-- fix made of the words, and shows each result's text around the matched words.
--
-- Three columns are added at the end of each row; the twelve before them are unchanged:
--   match_tier      'exact'     every word as typed (the last as a prefix); also the empty-query
--                               listing;
--                   'corrected' every word after the typo fix;
--                   'any_word'  only some of the words (after the typo fix, if it changed any).
--                   The same on every row of one answer. An answer with no rows matched nothing.
--   corrected_query the words after the typo fix, lower case, joined by single spaces, when the
--                   fix changed a word and that answered ('corrected' or 'any_word'); else null.
--   snippet         a short excerpt of the body (or of the summary when only that matches) around
--                   the matched words; null for the empty-query listing. Plain text, never HTML:
--                   each matched word sits between U+E000 and U+E001 (private-use characters that
--                   never occur in the text; any in the text are removed first), and the screens
--                   render them as <mark> around text nodes. The excerpt starts and ends on whole
--                   words and carries '…' where the text was cut.
--
-- Changing the columns of a function's result needs DROP + CREATE; the grants are given again.
--
-- Hosted applies migrations as a non-superuser in a fresh session after RESET ALL. There, a
-- function's `set pg_trgm.word_similarity_threshold` is refused ("permission denied to set
-- parameter") unless pg_trgm's library is already loaded in the session, because until then the
-- setting is only a placeholder. So the function is created without it, and the block at the end
-- loads pg_trgm (by calling one of its functions) and then adds the setting, only where pg_trgm
-- exists: without it the function never uses a trigram operator.

-- The excerpt of one article. IMMUTABLE like ts_headline with an explicit configuration.
create or replace function private.search_snippet(p_summary text, p_body text, p_query tsquery)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  c_open constant text := pg_catalog.chr(57344);  -- U+E000
  c_close constant text := pg_catalog.chr(57345); -- U+E001
  -- About 30 words in one piece: "short", and the same size on both screens.
  c_options constant text := 'MaxWords=30, MinWords=15, ShortWord=0, MaxFragments=1, StartSel=' || pg_catalog.chr(57344)
    || ', StopSel=' || pg_catalog.chr(57345);
  -- A window of the text this wide around a match is all ts_headline reads: it parses every word
  -- it is given, and a whole body costs ten times more. 30 words are about 200 characters.
  c_lead constant int := 200;
  c_window constant int := 500;
  v_words text;
  v_any tsquery;
  v_src text;
  v_at int;
  v_from int;
  v_h text;
  v_plain text;
  v_pos int;
  v_end int;
  v_lead text := '';
  v_trail text := '';
  v_cut_start boolean;
  v_cut_end boolean;
begin
  if p_query is null or pg_catalog.numnode(p_query) = 0 then
    return null;
  end if;
  -- The lexemes of the query ('test':* | 'partner' -> test|partner); they are alphanumeric, as
  -- search_articles builds the query from alphanumeric words only. Anything else is dropped.
  -- (Expressions only, no queries: this runs for every row of a page.)
  v_words := pg_catalog.rtrim(pg_catalog.regexp_replace(p_query::text, '[^'']*''([[:alnum:]]+)''[^'']*', '\1|', 'g'), '|');
  if v_words !~ '^[[:alnum:]]+(\|[[:alnum:]]+)*$' then
    v_words := null;
  end if;
  -- The excerpt marks every word of the query it holds, even when the others are further away.
  v_any := pg_catalog.translate(p_query::text, '&', '|')::pg_catalog.tsquery;

  <<sources>>
  foreach v_src in array array[p_body, p_summary] loop
    continue when v_src is null or v_src = '' or v_words is null;
    if pg_catalog.strpos(v_src, c_open) > 0 or pg_catalog.strpos(v_src, c_close) > 0 then
      v_src := pg_catalog.translate(v_src, c_open || c_close, '');
    end if;
    -- The first words that look like a match (a word starting with one of the lexemes); a
    -- longer word with the same start is not one, so up to three are tried.
    for k in 1 .. 3 loop
      v_at := pg_catalog.regexp_instr(v_src, '\m(' || v_words || ')', 1, k, 0, 'i');
      continue sources when v_at = 0;
      v_from := greatest(1, v_at - c_lead);
      v_h := pg_catalog.ts_headline('english'::regconfig, pg_catalog.substr(v_src, v_from, c_window), v_any, c_options);
      exit sources when pg_catalog.strpos(v_h, c_open) > 0;
    end loop;
  end loop;
  if v_h is not null and pg_catalog.strpos(v_h, c_open) = 0 then
    v_h := null;
  end if;

  if v_h is null then
    -- Matched in the title, tags or keywords only: the opening words of the body.
    v_src := coalesce(nullif(p_body, ''), p_summary, '');
    if pg_catalog.strpos(v_src, c_open) > 0 or pg_catalog.strpos(v_src, c_close) > 0 then
      v_src := pg_catalog.translate(v_src, c_open || c_close, '');
    end if;
    v_h := substring(pg_catalog.left(v_src, c_window) from '^[[:space:]]*((?:[^[:space:]]+[[:space:]]+){0,29}[^[:space:]]+)');
    if v_h is null then
      return null;
    end if;
    v_from := 1;
  end if;

  -- ts_headline cuts between the tokens of its parser, so "doesn't" may end as "doesn" and
  -- "same-day" start as "day". Find the excerpt in the text and extend it to whole words
  -- (letters and digits, joined by apostrophes or hyphens).
  v_plain := pg_catalog.translate(v_h, c_open || c_close, '');
  v_pos := pg_catalog.strpos(pg_catalog.substr(v_src, v_from, c_window), v_plain);
  if v_pos > 0 then
    v_pos := v_from + v_pos - 1;
    v_end := v_pos + char_length(v_plain); -- first character after the excerpt
    if v_pos > 1 and v_plain ~ '^[[:alnum:]''’-]' then
      v_lead := pg_catalog.ltrim(
        coalesce(substring(pg_catalog.substr(v_src, greatest(1, v_pos - 60), v_pos - greatest(1, v_pos - 60))
                           from '[[:alnum:]''’-]*$'), ''),
        '''’-');
      -- An opening quote or bracket right before the first word goes with it.
      if pg_catalog.substr(v_src, v_pos - char_length(v_lead) - 1, 1) in ('"', '“', '‘', '(') then
        v_lead := pg_catalog.substr(v_src, v_pos - char_length(v_lead) - 1, 1) || v_lead;
      end if;
    end if;
    if v_plain ~ '[[:alnum:]''’-]$' then
      v_trail := pg_catalog.rtrim(
        coalesce(substring(pg_catalog.substr(v_src, v_end, 60) from '^[[:alnum:]''’-]*'), ''),
        '''’-');
      -- So does the punctuation right after the last word.
      if pg_catalog.substr(v_src, v_end + char_length(v_trail), 1) in ('.', ',', ';', ':', '!', '?', '"', '”', '’', ')') then
        v_trail := v_trail || pg_catalog.substr(v_src, v_end + char_length(v_trail), 1);
      end if;
    end if;
    v_cut_start := pg_catalog.left(v_src, v_pos - 1 - char_length(v_lead)) ~ '[^[:space:]]';
    v_cut_end := pg_catalog.substr(v_src, v_end + char_length(v_trail)) ~ '[^[:space:]]';
  else
    -- Not found as it is (ts_headline replaces markup tags with spaces): keep it as it came.
    v_cut_start := true;
    v_cut_end := true;
  end if;

  v_h := pg_catalog.btrim(pg_catalog.regexp_replace(v_lead || v_h || v_trail, '[[:space:]]+', ' ', 'g'));
  return case when v_cut_start then '… ' else '' end || v_h || case when v_cut_end then ' …' else '' end;
end;
$$;

comment on function private.search_snippet(text, text, tsquery) is
  'Excerpt of an article around the words of a search, matches between U+E000 and U+E001, whole words, … where cut. Internal helper of search_articles.';

revoke execute on function private.search_snippet(text, text, tsquery) from public, anon;
grant execute on function private.search_snippet(text, text, tsquery) to authenticated, service_role;


drop function public.search_articles(text, text, text, int, int);

-- As 20250901091100_search_head_vector.sql, plus the three columns. Passes: 1 every word as
-- typed; 2 only if that matched nothing, the typo fix and every word again; 3 any word. Each
-- pass ranks in two tiers (title/tags/keywords on head_vector first, then summary/body).
create function public.search_articles(
  search_query text default '',
  category_filter text default null,
  tag_filter text default null,
  limit_count int default 20,
  offset_count int default 0
)
returns table (
  id uuid,
  slug text,
  title text,
  subtitle text,
  summary text,
  featured boolean,
  category_id text,
  category_name text,
  reading_time_minutes int,
  view_count bigint,
  tags text[],
  rank real,
  match_tier text,
  corrected_query text,
  snippet text
)
language plpgsql
stable
set search_path = ''
-- Every statement below has an index path. For EXISTS and LIMIT the planner expects an early
-- hit and may pick a sequential scan, which reads every article when the word is rare or absent.
set enable_seqscan = 'off'
as $$
#variable_conflict use_column
declare
  v_query text := pg_catalog.btrim(coalesce(search_query, ''));
  v_category text := nullif(pg_catalog.btrim(coalesce(category_filter, '')), '');
  v_tag text := nullif(pg_catalog.btrim(coalesce(tag_filter, '')), '');
  v_limit int := least(coalesce(limit_count, 20), 50);
  v_offset int := coalesce(offset_count, 0);
  v_has_trgm boolean := to_regprocedure('extensions.similarity(text,text)') is not null;
  v_words text[];
  v_word text;
  v_fix text;
  v_fixed boolean := false;
  v_n int;
  v_pass int;
  v_q tsquery;
  v_tier text;
  v_corrected text;
  v_rows bigint;
  v_more bigint;
  v_head_count bigint;
begin
  if limit_count < 0 then
    raise exception 'limit_count must not be negative (got %)', limit_count
      using errcode = '22023', hint = 'Use a limit between 0 and 50.';
  end if;
  if offset_count < 0 then
    raise exception 'offset_count must not be negative (got %)', offset_count
      using errcode = '22023', hint = 'Use an offset of 0 or more.';
  end if;
  if char_length(v_query) > 200 then
    raise exception 'search_query is too long (% characters; at most 200)', char_length(v_query)
      using errcode = '22023';
  end if;

  if v_query = '' then
    return query
      select a.id, a.slug, a.title, a.subtitle, a.summary, a.featured, a.category_id, c.name,
             a.reading_time_minutes, a.view_count, a.tags, 0::real, 'exact'::text, null::text, null::text
      from public.articles a
      join public.article_categories c on c.id = a.category_id
      where (v_category is null or a.category_id = v_category)
        and (v_tag is null or a.tags @> array[v_tag])
      order by a.featured desc, a.title, a.id
      limit v_limit offset v_offset;
    return;
  end if;

  v_words := array(
    select m[1] from pg_catalog.regexp_matches(pg_catalog.lower(v_query), '([[:alnum:]]+)', 'g') as m limit 10
  );
  v_n := cardinality(v_words);
  if v_n = 0 then
    return;
  end if;

  for v_pass in 1 .. 3 loop
    if v_pass = 2 then
      continue when not v_has_trgm;
      -- Typo tolerance, only now that the words as typed match nothing together: a word that
      -- matches no article is replaced by the most similar word of the titles, tags and
      -- keywords of a few articles the trigram index finds ("chlamidia" -> chlamydia).
      for i in 1 .. v_n loop
        v_word := v_words[i];
        continue when char_length(v_word) < 4;
        v_q := pg_catalog.to_tsquery('english'::regconfig, v_word || case when i = v_n then ':*' else '' end);
        continue when pg_catalog.numnode(v_q) = 0
          or exists (select 1 from public.articles a where a.search_vector @@ v_q);
        select w.word into v_fix
        from (
          select distinct t.word
          from (
            select a.title || ' ' || public.text_array_to_search_text(a.tags || a.keywords) as head
            from public.articles a
            where v_word operator(extensions.<%) (a.title || ' ' || public.text_array_to_search_text(a.tags || a.keywords))
            limit 20
          ) nearest
          cross join lateral pg_catalog.regexp_split_to_table(pg_catalog.lower(nearest.head), '[^[:alnum:]]+') as t(word)
          where char_length(t.word) >= 3
        ) w
        where extensions.similarity(v_word, w.word) >= 0.4
        order by extensions.similarity(v_word, w.word) desc, w.word
        limit 1;
        if v_fix is not null then
          v_words[i] := v_fix;
          v_fixed := true;
        end if;
      end loop;
      continue when not v_fixed;
    end if;
    -- Any word only helps with several words, or as the fallback without pg_trgm.
    exit when v_pass = 3 and v_n = 1 and v_has_trgm;

    v_tier := case v_pass when 1 then 'exact' when 2 then 'corrected' else 'any_word' end;
    v_corrected := case when v_fixed then pg_catalog.array_to_string(v_words, ' ') end;

    select pg_catalog.to_tsquery('english'::regconfig, pg_catalog.string_agg(
             case
               when v_pass = 3 and not v_has_trgm and char_length(t.w) >= 5
                 then '(' || t.w || case when t.n = v_n then ':*' else '' end || ' | ' || left(t.w, 4) || ':*)'
               when t.n = v_n then t.w || ':*'
               else t.w
             end,
             case v_pass when 3 then ' | ' else ' & ' end order by t.n))
      into v_q
      from unnest(v_words) with ordinality as t(w, n);
    continue when pg_catalog.numnode(v_q) = 0;

    -- Tier 1: matches in title, tags or keywords (rank 1 to 2).
    -- The page is chosen on narrow columns first; the wide ones (and the excerpt) are read for
    -- its rows only.
    return query
      with page as (
        select a.id, pg_catalog.ts_rank(a.head_vector, v_q) as v, a.featured, a.title
        from public.articles a
        where a.head_vector @@ v_q
          and (v_category is null or a.category_id = v_category)
          and (v_tag is null or a.tags @> array[v_tag])
        order by 2 desc, a.featured desc, a.title, a.id
        limit v_limit offset v_offset
      )
      select a.id, a.slug, a.title, a.subtitle, a.summary, a.featured, a.category_id, c.name,
             a.reading_time_minutes, a.view_count, a.tags, (1 + p.v / (1 + p.v))::real,
             v_tier, v_corrected, private.search_snippet(a.summary, a.body, v_q)
      from page p
      join public.articles a on a.id = p.id
      join public.article_categories c on c.id = a.category_id
      order by p.v desc, p.featured desc, p.title, p.id;
    get diagnostics v_rows = row_count;

    if v_rows < v_limit then
      -- Tier 1 ran out on this page, so its size is known unless the page lay wholly past it.
      if v_rows > 0 or v_offset = 0 then
        v_head_count := v_offset + v_rows;
      else
        select pg_catalog.count(*) into v_head_count
        from public.articles a
        where a.head_vector @@ v_q
          and (v_category is null or a.category_id = v_category)
          and (v_tag is null or a.tags @> array[v_tag]);
      end if;

      -- Tier 2: matches only in the summary or body (rank 0 to 1), after every tier-1 row.
      return query
        with page as (
          select a.id, pg_catalog.ts_rank(a.search_vector, v_q) as v, a.featured, a.title
          from public.articles a
          where a.search_vector @@ v_q
            and not a.head_vector @@ v_q
            and (v_category is null or a.category_id = v_category)
            and (v_tag is null or a.tags @> array[v_tag])
          order by 2 desc, a.featured desc, a.title, a.id
          limit v_limit - v_rows offset greatest(v_offset - v_head_count, 0)
        )
        select a.id, a.slug, a.title, a.subtitle, a.summary, a.featured, a.category_id, c.name,
               a.reading_time_minutes, a.view_count, a.tags, (p.v / (1 + p.v))::real,
               v_tier, v_corrected, private.search_snippet(a.summary, a.body, v_q)
        from page p
        join public.articles a on a.id = p.id
        join public.article_categories c on c.id = a.category_id
        order by p.v desc, p.featured desc, p.title, p.id;
      get diagnostics v_more = row_count;
      v_rows := v_rows + v_more;
    end if;

    -- Stop when this pass matched anything (even if the page asked for lies past the end).
    exit when v_rows > 0
      or exists (
        select 1 from public.articles a
        where a.search_vector @@ v_q
          and (v_category is null or a.category_id = v_category)
          and (v_tag is null or a.tags @> array[v_tag])
      );
  end loop;
end;
$$;

comment on function public.search_articles(text, text, text, int, int) is
  'Ranked, prefix- and typo-tolerant article search for members. Empty query lists all articles, featured first. '
  'match_tier tells which pass answered (exact, corrected, any_word), corrected_query what the typo fix made of the words, '
  'snippet the text around the matches (matches between U+E000 and U+E001).';

revoke execute on function public.search_articles(text, text, text, int, int) from public, anon;
grant execute on function public.search_articles(text, text, text, int, int) to authenticated, service_role;

-- The trigram threshold the typo fix's `<%` uses, set once pg_trgm's library is loaded (see the
-- top of this file).
do $$
begin
  if to_regprocedure('extensions.similarity(text,text)') is not null then
    perform extensions.similarity('a', 'a');
    alter function public.search_articles(text, text, text, int, int)
      set pg_trgm.word_similarity_threshold = '0.5';
  end if;
end
$$;
