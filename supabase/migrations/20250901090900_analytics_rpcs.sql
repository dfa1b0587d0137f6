-- Admin-only views over analytics_events. Definer functions (nobody can select raw events), so
-- each checks the caller first: non-admins get SQLSTATE 42501, which the dashboard shows as
-- 'You must be an admin to view analytics.'. The service role (server side only) is let through.

create or replace function public.get_analytics_summary()
returns table (
  event_type text,
  count bigint,
  unique_users bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (public.is_admin() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'permission denied: only admins can view analytics' using errcode = '42501';
  end if;

  return query
    select e.event_type, pg_catalog.count(*)::bigint, pg_catalog.count(distinct e.user_id)::bigint
    from public.analytics_events e
    group by e.event_type
    order by 2 desc, 1;
end;
$$;

comment on function public.get_analytics_summary() is 'Events and distinct signed-in users per event type. Admins only.';

revoke execute on function public.get_analytics_summary() from public, anon;
grant execute on function public.get_analytics_summary() to authenticated, service_role;


create or replace function public.get_events_per_day(days_back int default 30)
returns table (
  day date,
  event_type text,
  count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_since date;
begin
  if not (public.is_admin() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'permission denied: only admins can view analytics' using errcode = '42501';
  end if;
  if days_back is null or days_back < 1 or days_back > 365 then
    raise exception 'days_back must be between 1 and 365 (got %)', coalesce(days_back::text, 'null')
      using errcode = '22023';
  end if;

  -- Days are UTC days; today counts as the first of days_back.
  v_since := (pg_catalog.now() at time zone 'UTC')::date - (days_back - 1);

  return query
    select (e.created_at at time zone 'UTC')::date as d, e.event_type, pg_catalog.count(*)::bigint
    from public.analytics_events e
    where e.created_at >= (v_since::timestamp at time zone 'UTC')
    group by 1, 2
    order by 1, 2;
end;
$$;

comment on function public.get_events_per_day(int) is 'Event counts per UTC day and type over the last days_back days. Admins only.';

revoke execute on function public.get_events_per_day(int) from public, anon;
grant execute on function public.get_events_per_day(int) to authenticated, service_role;
