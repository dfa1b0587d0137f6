-- A view counts once per member per article per UTC day: increment_article_view records who
-- counted what today and adds to view_count only for the first call. Only today's rows are kept,
-- so the table never grows into a reading history.
create table public.article_views (
  article_id uuid not null references public.articles (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  view_day date not null,
  primary key (article_id, user_id, view_day)
);

comment on table public.article_views is
  'Which member already counted a view of which article today (UTC). Written only by increment_article_view; members read their own rows.';
comment on column public.article_views.view_day is 'UTC day of the counted view; earlier days are pruned.';

create index article_views_user_id_idx on public.article_views (user_id);
create index article_views_view_day_idx on public.article_views (view_day);

alter table public.article_views enable row level security;

revoke all on public.article_views from anon, authenticated;
grant select on public.article_views to authenticated;
grant all on public.article_views to service_role;

create policy "Members read their own counted views"
  on public.article_views
  for select
  to authenticated
  using ((select auth.uid()) = user_id);

create or replace function public.increment_article_view(article_slug text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_article uuid;
  v_count bigint;
  v_today date := (pg_catalog.now() at time zone 'utc')::date;
begin
  if v_uid is null and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'permission denied: sign in to count article views' using errcode = '42501';
  end if;
  if article_slug is null or pg_catalog.btrim(article_slug) = '' then
    raise exception 'article_slug is required' using errcode = '22023';
  end if;

  select a.id, a.view_count into v_article, v_count from public.articles a where a.slug = article_slug;
  if v_article is null then
    raise exception 'No article with slug "%"', left(article_slug, 200)
      using errcode = 'PT404', hint = 'Check the slug against /resources/{slug}.';
  end if;

  if v_uid is not null then
    delete from public.article_views v where v.view_day < v_today;
    insert into public.article_views (article_id, user_id, view_day)
    values (v_article, v_uid, v_today)
    on conflict do nothing;
    -- Already counted today (or by a concurrent call that won the insert): the count as it is.
    if not found then
      return v_count;
    end if;
  end if;

  update public.articles a
     set view_count = a.view_count + 1
   where a.id = v_article
  returning a.view_count into v_count;
  return v_count;
end;
$$;

comment on function public.increment_article_view(text) is
  'Counts a member''s view of an article once per UTC day and returns the count. Members only (the service role counts every call).';

revoke execute on function public.increment_article_view(text) from public, anon;
grant execute on function public.increment_article_view(text) to authenticated, service_role;
