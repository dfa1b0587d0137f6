-- Search at library scale (10,000 articles): the title/tags/keywords part of an article gets a
-- stored tsvector of its own.
--
-- Before, the first tier of search_articles matched an expression index (to_tsvector computed
-- again on every recheck) and ranked by the whole search_vector, which lives out of line (TOAST)
-- and must be fetched and decompressed for every candidate. A common word matches a few thousand
-- titles or tags, so that was most of the time. The small head_vector stays in the row: matching,
-- excluding and ranking the first tier never touches the body.

alter table public.articles
  add column head_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, public.text_array_to_search_text(tags || keywords)), 'B')
  ) stored;

comment on column public.articles.head_vector is
  'Title (A) and tags/keywords (B) only: the first tier of the article search. Same lexemes as those parts of search_vector.';

create index articles_head_vector_idx on public.articles using gin (head_vector);
drop index if exists public.articles_head_search_idx;

-- search_articles, rewritten for that column and for the common case:
--   1. the words as typed, every word (the last one as a prefix) - most searches end here, with
--      no typo work at all;
--   2. only if that matched nothing, the typo fix (pg_trgm) and every word again;
--   3. then any word (with several words, or without pg_trgm with short prefixes for typos).
-- Each pass ranks in two tiers:
--   tier 1, matches in title/tags/keywords: found, ranked and counted on head_vector (rank 1 to 2);
--   tier 2, matches only in summary/body: found on search_vector's index, told apart from tier 1
--   by head_vector, ranked by the whole search_vector (rank 0 to 1); it runs only when tier 1
--   does not fill the page.
-- Each tier picks its page on narrow columns and reads the wide ones for that page only.
create or replace function public.search_articles(
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
  rank real
)
language plpgsql
stable
set search_path = ''
set pg_trgm.word_similarity_threshold = '0.5'
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
  v_fixed boolean;
  v_n int;
  v_pass int;
  v_q tsquery;
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
             a.reading_time_minutes, a.view_count, a.tags, 0::real
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

  -- Pass 1: every word as typed. Pass 2: every word after the typo fix (only if it changed a
  -- word). Pass 3: any word. A pass that matches anything ends the search.
  for v_pass in 1 .. 3 loop
    if v_pass = 2 then
      continue when not v_has_trgm;
      -- Typo tolerance, only now that the words as typed match nothing together: a word that
      -- matches no article is replaced by the most similar word of the titles, tags and
      -- keywords of a few articles the trigram index finds ("chlamidia" -> chlamydia).
      v_fixed := false;
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
    -- The page is chosen on narrow columns first; the wide ones are read for its rows only.
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
             a.reading_time_minutes, a.view_count, a.tags, (1 + p.v / (1 + p.v))::real
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
               a.reading_time_minutes, a.view_count, a.tags, (p.v / (1 + p.v))::real
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
  'Ranked, prefix- and typo-tolerant article search for members. Empty query lists all articles, featured first.';

revoke execute on function public.search_articles(text, text, text, int, int) from public, anon;
grant execute on function public.search_articles(text, text, text, int, int) to authenticated, service_role;
