-- The library's guides as searchable rows, generated from the same Markdown the library renders.
create table public.articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  article_key text not null,
  title text not null check (char_length(title) between 1 and 300),
  subtitle text,
  summary text not null,
  body text not null,
  category_id text not null references public.article_categories (id),
  tags text[] not null default '{}',
  keywords text[] not null default '{}',
  featured boolean not null default false,
  reading_time_minutes int not null check (reading_time_minutes > 0),
  view_count bigint not null default 0 check (view_count >= 0),
  search_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, public.text_array_to_search_text(tags || keywords)), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'C')
    || setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'D')
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.articles is 'Library guides for the article search. Readable by members; written by the seed.';
comment on column public.articles.slug is 'Route of the guide: /resources/{slug}.';
comment on column public.articles.article_key is 'Stable id of the guide in the library content.';
comment on column public.articles.search_vector is 'Weighted full text: title A, tags and keywords B, summary C, body D.';
comment on column public.articles.view_count is 'Raised by increment_article_view.';

create index articles_search_vector_idx on public.articles using gin (search_vector);
create index articles_category_id_idx on public.articles (category_id);
create index articles_tags_idx on public.articles using gin (tags);
create index articles_featured_title_idx on public.articles (featured desc, title);

-- Title, tags and keywords: what the search ranks first ("head" matches). Same lexemes as the
-- A and B parts of search_vector, but a small index that is cheap to search for common words.
create index articles_head_search_idx on public.articles using gin (
  to_tsvector('english'::regconfig, title || ' ' || public.text_array_to_search_text(tags || keywords))
);

-- Typo tolerance: trigram index over the same short text, when pg_trgm exists.
do $$
begin
  if exists (
    select 1 from pg_catalog.pg_opclass oc
    join pg_catalog.pg_namespace n on n.oid = oc.opcnamespace
    where oc.opcname = 'gin_trgm_ops' and n.nspname = 'extensions'
  ) then
    execute $i$
      create index articles_head_trgm_idx on public.articles using gin (
        (title || ' ' || public.text_array_to_search_text(tags || keywords)) extensions.gin_trgm_ops
      )
    $i$;
  end if;
end
$$;

-- Content edits only: a view being counted is not an update of the article.
create trigger articles_set_updated_at
  before update of slug, article_key, title, subtitle, summary, body, category_id, tags, keywords, featured,
    reading_time_minutes
  on public.articles
  for each row execute function public.set_updated_at();

alter table public.articles enable row level security;

create policy "Members can read articles"
  on public.articles for select
  to authenticated
  using (true);

revoke truncate, references, trigger on public.articles from anon, authenticated;
-- Explicit grants: newer Supabase projects no longer expose new tables to the API roles by default.
grant select on public.articles to authenticated;
grant all on public.articles to service_role;
