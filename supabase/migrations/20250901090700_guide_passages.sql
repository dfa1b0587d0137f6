-- One row per section of a guide, for the chat guide's retrieval. Not exposed to API roles:
-- RLS is on with no policy on purpose (advisor lint 0008 is expected here); the chat function
-- reads it with the service role through search_guide_passages.
create table public.guide_passages (
  id bigint generated always as identity primary key,
  slug text not null references public.articles (slug) on delete cascade on update cascade,
  guide_title text not null,
  heading text not null,
  content text not null,
  position int not null,
  search_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(heading, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(content, '')), 'B')
  ) stored,
  unique (slug, position)
);

comment on table public.guide_passages is
  'Guide sections for the chat guide. Service role only: RLS on without policies by design.';
comment on column public.guide_passages.position is 'Order of the section within its guide, from 0.';
comment on column public.guide_passages.search_vector is 'Weighted full text: heading A, content B.';

create index guide_passages_search_vector_idx on public.guide_passages using gin (search_vector);

do $$
begin
  if exists (
    select 1 from pg_catalog.pg_opclass oc
    join pg_catalog.pg_namespace n on n.oid = oc.opcnamespace
    where oc.opcname = 'gin_trgm_ops' and n.nspname = 'extensions'
  ) then
    execute $i$
      create index guide_passages_fuzzy_text_idx on public.guide_passages using gin (
        (heading || ' ' || content) extensions.gin_trgm_ops
      )
    $i$;
  end if;
end
$$;

alter table public.guide_passages enable row level security;

revoke all on public.guide_passages from anon, authenticated;
grant all on public.guide_passages to service_role;
