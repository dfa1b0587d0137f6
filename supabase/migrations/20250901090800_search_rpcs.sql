-- Article search, guide-passage retrieval for the chat guide, and the view counter.
--
-- How a query is matched (both searches):
--   1. strict: every word must match, the last one as a prefix ("herp" finds herpes), ranked
--      by the weighted search vector (a title hit outranks a body hit);
--   2. only when nothing matches strictly: any word may match, plus typo tolerance, by
--      pg_trgm word similarity over an indexed short text (articles: title, summary, tags, keywords) when pg_trgm is installed
--      ("chlamidia" finds chlamydia), or by short prefixes of the words when it is not.
-- The tsquery is built from the alphanumeric words of the user's text only, and always passed
-- as a value: no user text ever becomes SQL or tsquery syntax.

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
as $$
#variable_conflict use_column
declare
  v_query text := pg_catalog.btrim(coalesce(search_query, ''));
  v_category text := nullif(pg_catalog.btrim(coalesce(category_filter, '')), '');
  v_tag text := nullif(pg_catalog.btrim(coalesce(tag_filter, '')), '');
  v_limit int := least(coalesce(limit_count, 20), 50);
  v_offset int := coalesce(offset_count, 0);
  v_words text[];
  v_strict tsquery;
  v_loose tsquery;
  v_fuzzy_words text[];
  v_has_trgm boolean := to_regprocedure('extensions.word_similarity(text,text)') is not null;
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
  if cardinality(v_words) = 0 then
    return;
  end if;

  v_strict := pg_catalog.to_tsquery('english'::regconfig, (
    select pg_catalog.string_agg(case when t.n = cardinality(v_words) then t.w || ':*' else t.w end, ' & ' order by t.n)
    from unnest(v_words) with ordinality as t(w, n)
  ));

  if pg_catalog.numnode(v_strict) > 0 and exists (
    select 1 from public.articles a
    where a.search_vector @@ v_strict
      and (v_category is null or a.category_id = v_category)
      and (v_tag is null or a.tags @> array[v_tag])
  ) then
    return query
      with hits as (
        select a.id as hit_id, pg_catalog.ts_rank(a.search_vector, v_strict) as r
        from public.articles a
        where a.search_vector @@ v_strict
          and (v_category is null or a.category_id = v_category)
          and (v_tag is null or a.tags @> array[v_tag])
      )
      select a.id, a.slug, a.title, a.subtitle, a.summary, a.featured, a.category_id, c.name,
             a.reading_time_minutes, a.view_count, a.tags, h.r::real
      from hits h
      join public.articles a on a.id = h.hit_id
      join public.article_categories c on c.id = a.category_id
      order by h.r desc, a.featured desc, a.title, a.id
      limit v_limit offset v_offset;
    return;
  end if;

  -- Nothing matched every word: accept any word, and tolerate typos.
  v_fuzzy_words := array(select distinct w from unnest(v_words) as w where char_length(w) >= 4);
  v_loose := pg_catalog.to_tsquery('english'::regconfig, (
    select pg_catalog.string_agg(
      case
        when t.n = cardinality(v_words) then t.w || ':*'
        when not v_has_trgm and char_length(t.w) >= 5 then t.w || ' | ' || left(t.w, 4) || ':*'
        else t.w
      end,
      ' | ' order by t.n)
    from unnest(v_words) with ordinality as t(w, n)
  ));

  if v_has_trgm then
    return query
      with loose as (
        select a.id as hit_id, pg_catalog.ts_rank(a.search_vector, v_loose) as r
        from public.articles a
        where pg_catalog.numnode(v_loose) > 0
          and a.search_vector @@ v_loose
          and (v_category is null or a.category_id = v_category)
          and (v_tag is null or a.tags @> array[v_tag])
      ),
      fuzzy as (
        select a.id as hit_id,
               sum(extensions.word_similarity(w.w, a.title || ' ' || a.summary || ' ' || public.text_array_to_search_text(a.tags || a.keywords))) as r
        from unnest(v_fuzzy_words) as w(w)
        join public.articles a
          on w.w operator(extensions.<%) (a.title || ' ' || a.summary || ' ' || public.text_array_to_search_text(a.tags || a.keywords))
        where (v_category is null or a.category_id = v_category)
          and (v_tag is null or a.tags @> array[v_tag])
        group by a.id
      ),
      scored as (
        select s.hit_id, sum(s.r) as r
        from (select * from loose union all select * from fuzzy) s
        group by s.hit_id
      )
      select a.id, a.slug, a.title, a.subtitle, a.summary, a.featured, a.category_id, c.name,
             a.reading_time_minutes, a.view_count, a.tags, h.r::real
      from scored h
      join public.articles a on a.id = h.hit_id
      join public.article_categories c on c.id = a.category_id
      order by h.r desc, a.featured desc, a.title, a.id
      limit v_limit offset v_offset;
  else
    return query
      select a.id, a.slug, a.title, a.subtitle, a.summary, a.featured, a.category_id, c.name,
             a.reading_time_minutes, a.view_count, a.tags, pg_catalog.ts_rank(a.search_vector, v_loose)::real
      from public.articles a
      join public.article_categories c on c.id = a.category_id
      where pg_catalog.numnode(v_loose) > 0
        and a.search_vector @@ v_loose
        and (v_category is null or a.category_id = v_category)
        and (v_tag is null or a.tags @> array[v_tag])
      order by 12 desc, a.featured desc, a.title, a.id
      limit v_limit offset v_offset;
  end if;
end;
$$;

comment on function public.search_articles(text, text, text, int, int) is
  'Ranked, prefix- and typo-tolerant article search for members. Empty query lists all articles, featured first.';

revoke execute on function public.search_articles(text, text, text, int, int) from public, anon;
grant execute on function public.search_articles(text, text, text, int, int) to authenticated, service_role;


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
        when t.n = cardinality(v_words) then t.w || ':*'
        when not v_has_trgm and char_length(t.w) >= 5 then t.w || ' | ' || left(t.w, 4) || ':*'
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
