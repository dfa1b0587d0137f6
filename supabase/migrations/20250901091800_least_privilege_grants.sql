-- Least privilege in the grants, not only in Row Level Security (issue 13, items 11 and 12).
--
-- Before: the API roles anon and authenticated held SELECT, INSERT, UPDATE and DELETE on most
-- tables of public (analytics_events, article_categories, articles, chat_messages, user_roles),
-- USAGE on its sequences and EXECUTE on every new function, through the project's default
-- privileges; only RLS stood between them and the rows. Now each API role holds exactly what the
-- product calls (docs/product.md, "Backend calls"), and objects made later get nothing unless a
-- migration grants it.
--
-- What the product calls, and therefore what is granted:
--   anon           track_events (analytics, call 6; public wrapper + private definer part)
--   authenticated  track_events; read chat_messages (call 7), insert them (call 8), delete own
--                  ones (the policy "Members can delete their own messages"; no more power than
--                  delete_my_data('chat')); read article_categories (call 11); search_articles
--                  (call 10, SECURITY INVOKER: it reads articles and article_categories under RLS
--                  and calls text_array_to_search_text and private.search_snippet);
--                  increment_article_view (library); delete_my_data (account page);
--                  get_analytics_summary, get_events_per_day, get_traffic_report (admin dashboard;
--                  each refuses non-admins with 42501 before reading anything)
--   service_role   unchanged: the chat function, admin:grant and the seed use it.
-- Not granted any more: anon on every table; authenticated SELECT on user_roles and
-- article_views, SELECT/UPDATE/DELETE on analytics_events, INSERT/UPDATE/DELETE on articles,
-- article_categories and user_roles, UPDATE on chat_messages, the sequences, is_admin.
--
-- is_admin moves to `private` (not exposed by the API): only the admin RPCs call it, and they run
-- as the owner (SECURITY DEFINER). It becomes SECURITY INVOKER: run by the owner it reads
-- user_roles without RLS (the owner is exempt), so it needs no definer rights of its own. It must
-- not be used inside a policy on user_roles: as invoker it would query user_roles under that very
-- policy (infinite recursion, 42P17).
--
-- Applies as hosted applies it: as the non-superuser `postgres` (owner of these objects), one
-- transaction, after RESET ALL (supabase-local/src/db/hosted-apply.test.ts).

-- 1. Objects made later: no automatic grant to the API roles.
-- ALTER DEFAULT PRIVILEGES without FOR ROLE changes the defaults of the role running the
-- migration (hosted: postgres), which is who creates the project's objects. The defaults that
-- supabase_admin holds for its own objects cannot be changed by postgres, and need not be: the
-- migrations never run as supabase_admin. service_role keeps its defaults.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
-- PostgreSQL's own default: every new function is executable by PUBLIC (so by anon), in any
-- schema. Each function now states who may call it.
alter default privileges revoke execute on functions from public;

-- 2. Existing objects: take everything back from the API roles ...
revoke all on all tables in schema public from public, anon, authenticated;
revoke all on all sequences in schema public from public, anon, authenticated;
revoke all on all functions in schema public from public, anon, authenticated;
revoke all on all tables in schema private from public, anon, authenticated;
revoke all on all sequences in schema private from public, anon, authenticated;
revoke all on all functions in schema private from public, anon, authenticated;
-- Nobody but the owner creates objects in the API's schemas (a no-op where already so).
revoke create on schema public from public, anon, authenticated;
revoke create on schema private from public, anon, authenticated;

-- 3. is_admin: out of the exposed schema, callable by the owner only.
create or replace function private.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles ur
    where ur.user_id = (select auth.uid())
      and ur.role = 'admin'
  );
$$;

comment on function private.is_admin() is
  'True when the calling member holds the admin role. Called only by the admin RPCs, which run as the owner; not for policies on user_roles (it would recurse).';

revoke execute on function private.is_admin() from public, anon, authenticated, service_role;

-- The admin RPCs named public.is_admin() in their bodies: re-create each with the new name,
-- keeping everything else (signature, SECURITY DEFINER, search_path, grants, owner, comment).
do $rename$
declare
  r record;
  v_done text[] := '{}';
begin
  for r in
    select p.oid, p.proname
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      and p.prosrc like '%public.is_admin()%'
    order by p.proname
  loop
    execute pg_catalog.replace(pg_catalog.pg_get_functiondef(r.oid), 'public.is_admin()', 'private.is_admin()');
    v_done := v_done || r.proname::text;
  end loop;
  if v_done <> array['get_analytics_summary', 'get_events_per_day', 'get_traffic_report'] then
    raise exception 'expected to re-point the three admin RPCs at private.is_admin(), re-pointed: %', v_done;
  end if;
end
$rename$;

drop function public.is_admin();

-- 4. ... and grant exactly what the product uses.
grant select, insert, delete on public.chat_messages to authenticated;
grant select on public.article_categories to authenticated;
grant select on public.articles to authenticated;

grant execute on function public.track_events(jsonb) to anon, authenticated;
grant execute on function private.track_events(jsonb) to anon, authenticated;

grant execute on function public.search_articles(text, text, text, int, int) to authenticated;
grant execute on function public.text_array_to_search_text(text[]) to authenticated;
grant execute on function private.search_snippet(text, text, tsquery) to authenticated;
grant execute on function public.increment_article_view(text) to authenticated;
grant execute on function public.delete_my_data(text) to authenticated;
grant execute on function public.get_analytics_summary(int) to authenticated;
grant execute on function public.get_events_per_day(int) to authenticated;
grant execute on function public.get_traffic_report(int, int) to authenticated;
