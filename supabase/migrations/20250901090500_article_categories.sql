-- The six topics of the library; the seed writes them from the guide content.
create table public.article_categories (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  name text not null check (char_length(name) between 1 and 200),
  description text,
  sort_order int not null,
  created_at timestamptz not null default now()
);

comment on table public.article_categories is 'Library topics (ids are the topic slugs). Readable by members.';
comment on column public.article_categories.sort_order is 'Display order, 1 first.';

alter table public.article_categories enable row level security;

create policy "Members can read categories"
  on public.article_categories for select
  to authenticated
  using (true);

revoke truncate, references, trigger on public.article_categories from anon, authenticated;
-- Explicit grants: newer Supabase projects no longer expose new tables to the API roles by default.
grant select on public.article_categories to authenticated;
grant all on public.article_categories to service_role;
