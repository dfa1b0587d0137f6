-- The dashboard stays fast as traffic grows (issue 14, item 3): get_analytics_summary and
-- get_events_per_day answer from rollups of completed UTC days plus a live read of the days not
-- rolled up yet (normally just today, through analytics_events_created_at_idx), instead of
-- counting every row. Answers are exactly those of a full scan (supabase-local/tests/analytics-rollups.test.ts).
--
-- Rollups (schema private, not exposed by the API, readable by nobody but their owner):
--   private.analytics_daily           (day, event_type) -> count
--   private.analytics_members         (event_type, user_id) -> last_day the member had that event
--   private.analytics_rollup_state    rolled_through: every day <= it is in the two tables above
-- Distinct members are never summed from per-day figures: the ranges the RPCs answer always end
-- today, so "members with this event type in the last N days" is exactly the pairs whose
-- last_day >= the first day of the range (plus the live days' pairs).
--
-- Keeping them current without making inserts wait on each other:
--   - Completed days are rolled up by private.analytics_roll_up(), which the two RPCs call first
--     (at most one day's rows once a day; nothing when up to date). It works the same on hosted
--     Supabase and on the local stack; on hosted, a pg_cron job may call it too (docs/analytics.md).
--   - Rows that land in an already rolled-up day (a service-role insert with an old created_at, a
--     deletion, delete_my_data clearing user_id, auth.users deletion setting it null) are applied
--     to the rollups by statement-level triggers with transition tables. Today's inserts only
--     take a shared advisory lock (shared locks never conflict with each other) and read one row.
--   - The roll-up takes the same advisory lock exclusively, so a concurrent insert into a day
--     being rolled up is either counted by the roll-up or applied by its trigger, never both or
--     neither (a writer running at REPEATABLE READ or SERIALIZABLE is the one gap: its trigger may
--     read a watermark older than a roll-up that committed after its snapshot; the API's writers
--     all run at READ COMMITTED).

create schema if not exists private;

create table private.analytics_daily (
  day date not null,
  event_type text not null,
  count bigint not null,
  primary key (day, event_type)
);

create table private.analytics_members (
  event_type text not null,
  user_id uuid not null,
  last_day date not null,
  primary key (event_type, user_id)
);

create table private.analytics_rollup_state (
  id boolean primary key default true check (id),
  rolled_through date not null
);

comment on table private.analytics_daily is 'Events per UTC day and type for days <= analytics_rollup_state.rolled_through.';
comment on table private.analytics_members is 'Last UTC day (<= rolled_through) each member had each event type.';
comment on table private.analytics_rollup_state is 'The last UTC day rolled up into analytics_daily and analytics_members.';

alter table private.analytics_daily enable row level security;
alter table private.analytics_members enable row level security;
alter table private.analytics_rollup_state enable row level security;
revoke all on private.analytics_daily, private.analytics_members, private.analytics_rollup_state from public, anon, authenticated, service_role;

insert into private.analytics_rollup_state (rolled_through) values ('-infinity');

-- The first instant of a UTC day ('-infinity' stays '-infinity').
create or replace function private.analytics_day_start(d date)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select (d::timestamp at time zone 'UTC')
$$;

revoke execute on function private.analytics_day_start(date) from public, anon, authenticated;

-- One key for the roll-up (exclusive) and the writers' triggers (shared).
create or replace function private.analytics_rollup_lock_key()
returns bigint
language sql
immutable
set search_path = ''
as $$
  select 7301452840913001::bigint
$$;

revoke execute on function private.analytics_rollup_lock_key() from public, anon, authenticated;

-- Rolls every completed UTC day not rolled up yet into the rollups. Returns the number of days
-- rolled (0 when up to date, in a read-only transaction, or when the lock was not free within a
-- second: callers then read those days live, which is exact, only slower).
create or replace function private.analytics_roll_up()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_target date := (pg_catalog.now() at time zone 'UTC')::date - 1;
  v_from date;
  v_lock_timeout text := pg_catalog.current_setting('lock_timeout');
begin
  if pg_catalog.current_setting('transaction_read_only') = 'on' then
    return 0;
  end if;
  select s.rolled_through into v_from from private.analytics_rollup_state s;
  if v_from >= v_target then
    return 0;
  end if;

  begin
    perform pg_catalog.set_config('lock_timeout', '1s', true);
    perform pg_catalog.pg_advisory_xact_lock(private.analytics_rollup_lock_key());
  exception when lock_not_available then
    return 0;
  end;
  perform pg_catalog.set_config('lock_timeout', v_lock_timeout, true);

  -- Another caller may have rolled up while this one waited.
  select s.rolled_through into v_from from private.analytics_rollup_state s for update;
  if v_from >= v_target then
    return 0;
  end if;

  insert into private.analytics_daily as d (day, event_type, count)
    select (e.created_at at time zone 'UTC')::date, e.event_type, pg_catalog.count(*)
      from public.analytics_events e
     where e.created_at >= private.analytics_day_start(v_from + 1)
       and e.created_at < private.analytics_day_start(v_target + 1)
     group by 1, 2
  on conflict (day, event_type) do update set count = d.count + excluded.count;

  insert into private.analytics_members as m (event_type, user_id, last_day)
    select e.event_type, e.user_id, pg_catalog.max((e.created_at at time zone 'UTC')::date)
      from public.analytics_events e
     where e.created_at >= private.analytics_day_start(v_from + 1)
       and e.created_at < private.analytics_day_start(v_target + 1)
       and e.user_id is not null
     group by 1, 2
  on conflict (event_type, user_id) do update set last_day = greatest(m.last_day, excluded.last_day);

  update private.analytics_rollup_state set rolled_through = v_target;
  return case when v_from = '-infinity' then 1 else v_target - v_from end;
end;
$$;

comment on function private.analytics_roll_up() is
  'Rolls completed UTC days of analytics_events into the rollups; called by the analytics RPCs (and pg_cron on hosted, if scheduled).';

revoke execute on function private.analytics_roll_up() from public, anon, authenticated;
grant execute on function private.analytics_roll_up() to service_role;

-- Writers: rows of already rolled-up days go into the rollups in the writer's own transaction.
create or replace function private.analytics_rollup_on_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_end timestamptz;
begin
  perform pg_catalog.pg_advisory_xact_lock_shared(private.analytics_rollup_lock_key());
  select private.analytics_day_start(s.rolled_through + 1) into v_end from private.analytics_rollup_state s;
  if not exists (select 1 from new_rows n where n.created_at < v_end) then
    return null;
  end if;

  insert into private.analytics_daily as d (day, event_type, count)
    select (n.created_at at time zone 'UTC')::date, n.event_type, pg_catalog.count(*)
      from new_rows n where n.created_at < v_end group by 1, 2
  on conflict (day, event_type) do update set count = d.count + excluded.count;

  insert into private.analytics_members as m (event_type, user_id, last_day)
    select n.event_type, n.user_id, pg_catalog.max((n.created_at at time zone 'UTC')::date)
      from new_rows n where n.created_at < v_end and n.user_id is not null group by 1, 2
  on conflict (event_type, user_id) do update set last_day = greatest(m.last_day, excluded.last_day);
  return null;
end;
$$;

create or replace function private.analytics_rollup_on_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_end timestamptz;
begin
  perform pg_catalog.pg_advisory_xact_lock_shared(private.analytics_rollup_lock_key());
  select private.analytics_day_start(s.rolled_through + 1) into v_end from private.analytics_rollup_state s;
  if not exists (select 1 from old_rows o where o.created_at < v_end) then
    return null;
  end if;

  with gone as (
    select (o.created_at at time zone 'UTC')::date as day, o.event_type, pg_catalog.count(*) as n
      from old_rows o where o.created_at < v_end group by 1, 2
  )
  update private.analytics_daily d set count = d.count - g.n
    from gone g where d.day = g.day and d.event_type = g.event_type;
  delete from private.analytics_daily d
   using (select distinct (o.created_at at time zone 'UTC')::date as day, o.event_type from old_rows o where o.created_at < v_end) g
   where d.day = g.day and d.event_type = g.event_type and d.count = 0;

  -- A member's last day of a type is looked up again among the rows that remain.
  with pairs as (
    select distinct o.event_type, o.user_id from old_rows o where o.created_at < v_end and o.user_id is not null
  ), fresh as (
    select p.event_type, p.user_id,
           (select pg_catalog.max(e.created_at) from public.analytics_events e
             where e.user_id = p.user_id and e.event_type = p.event_type and e.created_at < v_end) as last_at
      from pairs p
  ), dropped as (
    delete from private.analytics_members m using fresh f
     where m.event_type = f.event_type and m.user_id = f.user_id and f.last_at is null
  )
  update private.analytics_members m set last_day = (f.last_at at time zone 'UTC')::date
    from fresh f
   where m.event_type = f.event_type and m.user_id = f.user_id and f.last_at is not null;
  return null;
end;
$$;

-- An update is the old rows leaving and the new ones arriving.
create or replace function private.analytics_rollup_on_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_end timestamptz;
begin
  perform pg_catalog.pg_advisory_xact_lock_shared(private.analytics_rollup_lock_key());
  select private.analytics_day_start(s.rolled_through + 1) into v_end from private.analytics_rollup_state s;
  if not exists (select 1 from old_rows o where o.created_at < v_end)
     and not exists (select 1 from new_rows n where n.created_at < v_end) then
    return null;
  end if;

  with delta as (
    select day, event_type, pg_catalog.sum(n)::bigint as n from (
      select (n.created_at at time zone 'UTC')::date as day, n.event_type, 1 as n from new_rows n where n.created_at < v_end
      union all
      select (o.created_at at time zone 'UTC')::date, o.event_type, -1 from old_rows o where o.created_at < v_end
    ) x group by 1, 2 having pg_catalog.sum(n) <> 0
  )
  insert into private.analytics_daily as d (day, event_type, count)
    select day, event_type, n from delta
  on conflict (day, event_type) do update set count = d.count + excluded.count;
  delete from private.analytics_daily d
   using (select distinct (o.created_at at time zone 'UTC')::date as day, o.event_type from old_rows o where o.created_at < v_end) g
   where d.day = g.day and d.event_type = g.event_type and d.count = 0;

  with pairs as (
    select o.event_type, o.user_id from old_rows o where o.created_at < v_end and o.user_id is not null
    union
    select n.event_type, n.user_id from new_rows n where n.created_at < v_end and n.user_id is not null
  ), fresh as (
    select p.event_type, p.user_id,
           (select pg_catalog.max(e.created_at) from public.analytics_events e
             where e.user_id = p.user_id and e.event_type = p.event_type and e.created_at < v_end) as last_at
      from pairs p
  ), dropped as (
    delete from private.analytics_members m using fresh f
     where m.event_type = f.event_type and m.user_id = f.user_id and f.last_at is null
  )
  insert into private.analytics_members as m (event_type, user_id, last_day)
    select f.event_type, f.user_id, (f.last_at at time zone 'UTC')::date from fresh f where f.last_at is not null
  on conflict (event_type, user_id) do update set last_day = excluded.last_day;
  return null;
end;
$$;

create or replace function private.analytics_rollup_on_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(private.analytics_rollup_lock_key());
  delete from private.analytics_daily;
  delete from private.analytics_members;
  update private.analytics_rollup_state set rolled_through = '-infinity';
  return null;
end;
$$;

revoke execute on function private.analytics_rollup_on_insert(), private.analytics_rollup_on_delete(),
  private.analytics_rollup_on_update(), private.analytics_rollup_on_truncate() from public, anon, authenticated;

create trigger analytics_events_rollup_insert
  after insert on public.analytics_events
  referencing new table as new_rows
  for each statement execute function private.analytics_rollup_on_insert();

create trigger analytics_events_rollup_delete
  after delete on public.analytics_events
  referencing old table as old_rows
  for each statement execute function private.analytics_rollup_on_delete();

create trigger analytics_events_rollup_update
  after update on public.analytics_events
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.analytics_rollup_on_update();

create trigger analytics_events_rollup_truncate
  after truncate on public.analytics_events
  for each statement execute function private.analytics_rollup_on_truncate();

-- Range check shared by both RPCs: 22023 with what was wrong (the dashboard offers 7, 30 or 90).
create or replace function private.analytics_check_days_back(days_back int, allow_null boolean)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if days_back is null and allow_null then
    return;
  end if;
  if days_back is null or days_back < 1 or days_back > 365 then
    raise exception 'days_back must be between 1 and 365 (got %)', coalesce(days_back::text, 'null')
      using errcode = '22023';
  end if;
end;
$$;

revoke execute on function private.analytics_check_days_back(int, boolean) from public, anon, authenticated;

drop function if exists public.get_analytics_summary();

-- Events and distinct signed-in members per event type, all time (days_back null, the default)
-- or over the last days_back UTC days, today included.
create or replace function public.get_analytics_summary(days_back int default null)
returns table (
  event_type text,
  count bigint,
  unique_users bigint
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_since date;
  v_w date;
begin
  if not (public.is_admin() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'permission denied: only admins can view analytics' using errcode = '42501';
  end if;
  perform private.analytics_check_days_back(days_back, true);
  perform private.analytics_roll_up();

  v_since := case
    when days_back is null then '-infinity'::date
    else (pg_catalog.now() at time zone 'UTC')::date - (days_back - 1)
  end;

  -- Days <= v_w come from the rollups, later ones from analytics_events. Reading the watermark
  -- first is safe: a roll-up committing meanwhile only adds days > v_w, which are read raw here,
  -- and a writer changes rows and rollups in one transaction. EXECUTE plans with the actual
  -- bounds, so today's rows are read through analytics_events_created_at_idx.
  -- Members: those rolled up with last_day in the range, plus live ones not among them.
  select s.rolled_through into v_w from private.analytics_rollup_state s;
  return query execute $q$
    with live as materialized (
      select e.event_type, e.user_id, pg_catalog.count(*) as n
        from public.analytics_events e
       where e.created_at >= $3
       group by 1, 2
    ), counts as (
      select c.event_type, pg_catalog.sum(c.n)::bigint as n from (
        select d.event_type, d.count as n from private.analytics_daily d
         where d.day >= $1 and d.day <= $2
        union all
        select l.event_type, l.n from live l
      ) c group by c.event_type having pg_catalog.sum(c.n) > 0
    ), rolled_members as (
      select m.event_type, pg_catalog.count(*) as n from private.analytics_members m
       where m.last_day >= $1 group by m.event_type
    ), live_members as (
      select l.event_type, pg_catalog.count(*) as n from live l
       where l.user_id is not null
         and not exists (select 1 from private.analytics_members m
                          where m.event_type = l.event_type and m.user_id = l.user_id and m.last_day >= $1)
       group by l.event_type
    )
    select c.event_type, c.n, (coalesce(r.n, 0) + coalesce(lm.n, 0))::bigint
      from counts c
      left join rolled_members r on r.event_type = c.event_type
      left join live_members lm on lm.event_type = c.event_type
     order by 2 desc, 1
  $q$ using v_since, v_w, private.analytics_day_start(greatest(v_w + 1, v_since));
end;
$$;

comment on function public.get_analytics_summary(int) is
  'Events and distinct signed-in users per event type, all time or over the last days_back UTC days. Admins only.';

revoke execute on function public.get_analytics_summary(int) from public, anon;
grant execute on function public.get_analytics_summary(int) to authenticated, service_role;

create or replace function public.get_events_per_day(days_back int default 30)
returns table (
  day date,
  event_type text,
  count bigint
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_since date;
  v_w date;
begin
  if not (public.is_admin() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'permission denied: only admins can view analytics' using errcode = '42501';
  end if;
  perform private.analytics_check_days_back(days_back, false);
  perform private.analytics_roll_up();

  -- Days are UTC days; today counts as the first of days_back.
  v_since := (pg_catalog.now() at time zone 'UTC')::date - (days_back - 1);

  -- As in get_analytics_summary: rollups up to v_w, analytics_events after it.
  select s.rolled_through into v_w from private.analytics_rollup_state s;
  return query execute $q$
    select d.day, d.event_type, d.count from private.analytics_daily d
     where d.day >= $1 and d.day <= $2 and d.count > 0
    union all
    select (e.created_at at time zone 'UTC')::date, e.event_type, pg_catalog.count(*)::bigint
      from public.analytics_events e
     where e.created_at >= $3
     group by 1, 2
    order by 1, 2
  $q$ using v_since, v_w, private.analytics_day_start(greatest(v_w + 1, v_since));
end;
$$;

comment on function public.get_events_per_day(int) is 'Event counts per UTC day and type over the last days_back days. Admins only.';

revoke execute on function public.get_events_per_day(int) from public, anon;
grant execute on function public.get_events_per_day(int) to authenticated, service_role;

-- Roll up what is already there, so the first dashboard call after this migration is not the one
-- that counts every row.
select private.analytics_roll_up();
