-- Article search, guide-passage retrieval for the chat guide, and the view counter.
--
-- The user's text is reduced to its alphanumeric words; the tsquery is built from those and
-- always passed as a value, so no user text ever becomes SQL or tsquery syntax.
--
-- search_articles:
--   1. typo tolerance (with pg_trgm): a word that matches no article is replaced by the most
--      similar word of the titles, tags and keywords of a few articles the trigram index finds
--      ("chlamidia" -> chlamydia). Words that match are never touched.
--   2. every word must match, the last one as a prefix ("herp" finds herpes);
--   3. ranking in two tiers: articles matching in title/tags/keywords first, then those matching
--      only in summary/body; within a tier by ts_rank over the weighted search vector. The first
--      tier comes from a small index, so a common word does not rank every article of the library.
--   4. only when nothing matches every word: any word may match (and, without pg_trgm, short
--      prefixes of the words stand in for the typo tolerance).

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
  v_n int;
  v_pass int;
  v_q tsquery;
  v_q_head tsquery;
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

  if v_has_trgm then
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
      end if;
    end loop;
  end if;

  for v_pass in 1 .. 2 loop
    -- Pass 2 (any word) only helps with several words, or as the fallback without pg_trgm.
    exit when v_pass = 2 and v_n = 1 and v_has_trgm;

    select pg_catalog.to_tsquery('english'::regconfig, pg_catalog.string_agg(
             case
               when v_pass = 2 and not v_has_trgm and char_length(t.w) >= 5
                 then '(' || t.w || case when t.n = v_n then ':*' else '' end || ' | ' || left(t.w, 4) || ':*)'
               when t.n = v_n then t.w || ':*'
               else t.w
             end,
             case v_pass when 1 then ' & ' else ' | ' end order by t.n)),
           pg_catalog.to_tsquery('english'::regconfig, pg_catalog.string_agg(
             case when t.n = v_n then t.w || ':*AB' else t.w || ':AB' end,
             case v_pass when 1 then ' & ' else ' | ' end order by t.n))
      into v_q, v_q_head
      from unnest(v_words) with ordinality as t(w, n);
    continue when pg_catalog.numnode(v_q) = 0;

    -- Tier 1: matches in title, tags or keywords (rank 1 to 2).
    return query
      select a.id, a.slug, a.title, a.subtitle, a.summary, a.featured, a.category_id, c.name,
             a.reading_time_minutes, a.view_count, a.tags, (1 + r.v / (1 + r.v))::real
      from public.articles a
      join public.article_categories c on c.id = a.category_id
      cross join lateral (select pg_catalog.ts_rank(a.search_vector, v_q) as v) r
      where pg_catalog.to_tsvector('english'::regconfig, a.title || ' ' || public.text_array_to_search_text(a.tags || a.keywords)) @@ v_q
        and (v_category is null or a.category_id = v_category)
        and (v_tag is null or a.tags @> array[v_tag])
      order by r.v desc, a.featured desc, a.title, a.id
      limit v_limit offset v_offset;
    get diagnostics v_rows = row_count;

    if v_rows < v_limit then
      -- Tier 2: matches only in the summary or body (rank 0 to 1), after every tier-1 row.
      select pg_catalog.count(*) into v_head_count
      from public.articles a
      where pg_catalog.to_tsvector('english'::regconfig, a.title || ' ' || public.text_array_to_search_text(a.tags || a.keywords)) @@ v_q
        and (v_category is null or a.category_id = v_category)
        and (v_tag is null or a.tags @> array[v_tag]);

      return query
        select a.id, a.slug, a.title, a.subtitle, a.summary, a.featured, a.category_id, c.name,
               a.reading_time_minutes, a.view_count, a.tags, (r.v / (1 + r.v))::real
        from public.articles a
        join public.article_categories c on c.id = a.category_id
        cross join lateral (select pg_catalog.ts_rank(a.search_vector, v_q) as v) r
        where a.search_vector @@ v_q
          and not a.search_vector @@ v_q_head
          and (v_category is null or a.category_id = v_category)
          and (v_tag is null or a.tags @> array[v_tag])
        order by r.v desc, a.featured desc, a.title, a.id
        limit v_limit - v_rows offset greatest(v_offset - v_head_count, 0);
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


-- search_guide_passages: the same strict-then-any-word matching over guide sections; typo
-- tolerance by trigram word similarity over heading and content (a small table).
create or replace function public.search_guide_passages(
  search_query text,
  limit_count int default 5
)
returns table (
  slug text,
  guide_title text,
  heading text,
  content text,
  rank real
)
language plpgsql
stable
set search_path = ''
set pg_trgm.word_similarity_threshold = '0.5'
as $$
#variable_conflict use_column
declare
  v_query text := pg_catalog.btrim(coalesce(search_query, ''));
  v_limit int := least(coalesce(limit_count, 5), 20);
  v_words text[];
  v_strict tsquery;
  v_loose tsquery;
  v_fuzzy_words text[];
  v_has_trgm boolean := to_regprocedure('extensions.word_similarity(text,text)') is not null;
begin
  if limit_count < 0 then
    raise exception 'limit_count must not be negative (got %)', limit_count
      using errcode = '22023', hint = 'Use a limit between 0 and 20.';
  end if;
  if char_length(v_query) > 2000 then
    raise exception 'search_query is too long (% characters; at most 2000)', char_length(v_query)
      using errcode = '22023';
  end if;

  v_words := array(
    select m[1] from pg_catalog.regexp_matches(pg_catalog.lower(v_query), '([[:alnum:]]+)', 'g') as m limit 24
  );
  if cardinality(v_words) = 0 then
    return;
  end if;

  v_strict := pg_catalog.to_tsquery('english'::regconfig, (
    select pg_catalog.string_agg(case when t.n = cardinality(v_words) then t.w || ':*' else t.w end, ' & ' order by t.n)
    from unnest(v_words) with ordinality as t(w, n)
  ));

  if pg_catalog.numnode(v_strict) > 0 and exists (
    select 1 from public.guide_passages p where p.search_vector @@ v_strict
  ) then
    return query
      select p.slug, p.guide_title, p.heading, p.content, pg_catalog.ts_rank(p.search_vector, v_strict)::real
      from public.guide_passages p
      where p.search_vector @@ v_strict
      order by 5 desc, p.slug, p.position
      limit v_limit;
    return;
  end if;

  v_fuzzy_words := array(select distinct w from unnest(v_words) as w where char_length(w) >= 4);
  v_loose := pg_catalog.to_tsquery('english'::regconfig, (
    select pg_catalog.string_agg(
      case
        when not v_has_trgm and char_length(t.w) >= 5
          then '(' || t.w || case when t.n = cardinality(v_words) then ':*' else '' end || ' | ' || left(t.w, 4) || ':*)'
        when t.n = cardinality(v_words) then t.w || ':*'
        else t.w
      end,
      ' | ' order by t.n)
    from unnest(v_words) with ordinality as t(w, n)
  ));

  if v_has_trgm then
    return query
      with loose as (
        select p.id as hit_id, pg_catalog.ts_rank(p.search_vector, v_loose) as r
        from public.guide_passages p
        where pg_catalog.numnode(v_loose) > 0 and p.search_vector @@ v_loose
      ),
      fuzzy as (
        select p.id as hit_id, sum(extensions.word_similarity(w.w, p.heading || ' ' || p.content)) as r
        from unnest(v_fuzzy_words) as w(w)
        join public.guide_passages p on w.w operator(extensions.<%) (p.heading || ' ' || p.content)
        group by p.id
      ),
      scored as (
        select s.hit_id, sum(s.r) as r
        from (select * from loose union all select * from fuzzy) s
        group by s.hit_id
      )
      select p.slug, p.guide_title, p.heading, p.content, h.r::real
      from scored h
      join public.guide_passages p on p.id = h.hit_id
      order by h.r desc, p.slug, p.position
      limit v_limit;
  else
    return query
      select p.slug, p.guide_title, p.heading, p.content, pg_catalog.ts_rank(p.search_vector, v_loose)::real
      from public.guide_passages p
      where pg_catalog.numnode(v_loose) > 0 and p.search_vector @@ v_loose
      order by 5 desc, p.slug, p.position
      limit v_limit;
  end if;
end;
$$;

comment on function public.search_guide_passages(text, int) is
  'Ranked, typo-tolerant retrieval of guide sections for the chat guide. Service role only.';

revoke execute on function public.search_guide_passages(text, int) from public, anon, authenticated;
grant execute on function public.search_guide_passages(text, int) to service_role;


-- Members cannot update articles, so the counter is a definer function that changes one column.
create or replace function public.increment_article_view(article_slug text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count bigint;
begin
  if (select auth.uid()) is null and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'permission denied: sign in to count article views' using errcode = '42501';
  end if;
  if article_slug is null or pg_catalog.btrim(article_slug) = '' then
    raise exception 'article_slug is required' using errcode = '22023';
  end if;

  update public.articles a
     set view_count = a.view_count + 1
   where a.slug = article_slug
  returning a.view_count into v_count;

  if v_count is null then
    raise exception 'No article with slug "%"', left(article_slug, 200)
      using errcode = 'PT404', hint = 'Check the slug against /resources/{slug}.';
  end if;
  return v_count;
end;
$$;

comment on function public.increment_article_view(text) is 'Adds one view to an article and returns the new count. Members only.';

revoke execute on function public.increment_article_view(text) from public, anon;
grant execute on function public.increment_article_view(text) to authenticated, service_role;
