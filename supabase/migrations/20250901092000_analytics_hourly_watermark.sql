-- Dashboard RPCs within 50 ms at 10 million events (issue 14, "Done when"): the rollups of
-- 20250901091500_analytics_rollups.sql and 20250901091700_traffic_report.sql held completed UTC
-- days only, so every call read today's rows live (about 110,000 at 10 million events over 90 days:
-- most of the time of each RPC, by EXPLAIN ANALYZE). Now both roll up to the last completed UTC
-- hour: the watermark is an instant, and a call reads at most one hour of rows live.
--
-- The watermark: analytics_rollup_state.rolled_through and analytics_traffic_state.rolled_through
-- become timestamptz (same names, so tools that reset them to '-infinity' keep working). Every row
-- with created_at < rolled_through is in the rollups; rows at or after it are read live. The
-- roll-ups move it to date_trunc('hour', now(), 'UTC') (private.analytics_rollup_target()), so the
-- day the watermark falls in (the "partial day") is rolled up hour by hour.
--
-- Exactness across a partial day:
--   - analytics_daily (day, type) -> count is additive: a partial day's row grows each hour, and
--     get_events_per_day sums it with the live rows of that day into one row per day and type.
--   - analytics_members (type, member) -> last_day stays exact as before: "members in the last N
--     days" is the pairs with last_day in the range plus live pairs not among them.
--   - The traffic rollups hold distinct counts per day, which cannot be added to a live count of
--     the same day. For the partial day only, three detail tables keep which hashes are already
--     counted: (day, visitor_hash, waitlist), (day, page, visitor_hash), (day, origin,
--     visitor_hash). A roll-up adds a hash to a day's visitors only when it is not there yet, and
--     the report counts a live (day, hash) only when it is not there either. Details of days
--     before the partial day are deleted once that day is complete (their counts are final), so
--     they hold at most one day: about 22,000 visitor, 75,000 page and 20,000 referrer rows at the
--     end of a day at 10 million events over 90 days.
--
-- Concurrency, restated for the instant watermark (the key and the rules are those of the two
-- migrations above):
--   - The roll-ups take the lock exclusively (waiting at most 1 s, else they leave the hours for the
--     next call: the readers then read them live, exact, only slower), re-read the watermark, roll
--     [old watermark, new watermark) and move it, in one transaction.
--   - Writers' statement triggers take it shared, read the watermark, and apply to the rollups the
--     rows dated before it (now including the rolled hours of the partial day). So a row whose
--     transaction began before a roll-up (its created_at, the transaction's now(), can be older than
--     the new watermark) is counted once: by the roll-up when it committed first (the roll-up waits
--     for writers holding the lock), else by its own trigger, which runs after the roll-up commits
--     and sees the new watermark. The gap is as before: a writer at REPEATABLE READ or SERIALIZABLE
--     whose snapshot predates the roll-up; the API's writers run at READ COMMITTED.
--   - Readers now take the lock shared before reading the watermark. A roll-up changes the partial
--     day's rollup rows in place, so reading the watermark in one statement and the rollups in the
--     next would count an hour twice if a roll-up committed in between; holding the shared lock,
--     no roll-up commits until the reader's transaction ends. Readers never wait for writers.
--   - Traffic: writes into a rolled day rebuild that day from analytics_events under the per-day
--     lock, as before; the partial day is rebuilt up to the watermark (detail tables included).
--     Inserts into the partial day's rolled hours are rare: a transaction begun before an hour
--     boundary whose trigger runs after a roll-up of that hour, a service-role insert dated back,
--     a deletion, an update of a column the report reads.
--
-- Replaces: private.analytics_roll_up, the four analytics_rollup_on_* trigger functions,
-- get_analytics_summary, get_events_per_day, private.analytics_traffic_roll_up,
-- private.analytics_traffic_rebuild_days (now with the watermark), the four analytics_traffic_on_*
-- trigger functions and get_traffic_report. Signatures, owners, grants and comments of the public
-- RPCs are unchanged.

-- 1. The watermark becomes an instant: the first instant not rolled up.
alter table private.analytics_rollup_state
  alter column rolled_through type timestamptz using private.analytics_day_start(rolled_through + 1);
alter table private.analytics_traffic_state
  alter column rolled_through type timestamptz using private.analytics_day_start(rolled_through + 1);

comment on table private.analytics_rollup_state is
  'rolled_through: every analytics_events row with created_at < it is in analytics_daily and analytics_members.';
comment on table private.analytics_traffic_state is
  'rolled_through: every analytics_events row with created_at < it is in the traffic rollups.';
comment on table private.analytics_daily is 'Events per UTC day and type, of rows before analytics_rollup_state.rolled_through (its day may be partial).';
comment on table private.analytics_members is 'Last UTC day each member had each event type, among rows before rolled_through.';
comment on table private.analytics_traffic_days is
  'Per UTC day, of rows before analytics_traffic_state.rolled_through: distinct visitor hashes, those with waitlist_join, user_signup events.';

-- Where the roll-ups move the watermark to: the start of the current UTC hour.
create or replace function private.analytics_rollup_target()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select pg_catalog.date_trunc('hour', pg_catalog.now(), 'UTC')
$$;

revoke execute on function private.analytics_rollup_target() from public, anon, authenticated, service_role;

-- 2. Summary and per-day rollups.

-- Rolls every completed UTC hour not rolled up yet into analytics_daily and analytics_members.
-- Returns the number of hours rolled (1 from nothing; 0 when up to date, in a read-only
-- transaction, or when the lock was not free within a second).
create or replace function private.analytics_roll_up()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_target timestamptz := private.analytics_rollup_target();
  v_from timestamptz;
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
     where e.created_at >= v_from and e.created_at < v_target
     group by 1, 2
  on conflict (day, event_type) do update set count = d.count + excluded.count;

  insert into private.analytics_members as m (event_type, user_id, last_day)
    select e.event_type, e.user_id, pg_catalog.max((e.created_at at time zone 'UTC')::date)
      from public.analytics_events e
     where e.created_at >= v_from and e.created_at < v_target
       and e.user_id is not null
     group by 1, 2
  on conflict (event_type, user_id) do update set last_day = greatest(m.last_day, excluded.last_day);

  update private.analytics_rollup_state set rolled_through = v_target;
  return case when v_from = '-infinity' then 1
              else pg_catalog.ceil(extract(epoch from v_target - v_from) / 3600)::int end;
end;
$$;

comment on function private.analytics_roll_up() is
  'Rolls completed UTC hours of analytics_events into analytics_daily and analytics_members; called by the analytics RPCs (and pg_cron on hosted, if scheduled).';

-- Writers: rows dated before the watermark go into the rollups in the writer's own transaction.
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
  select s.rolled_through into v_end from private.analytics_rollup_state s;
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
  select s.rolled_through into v_end from private.analytics_rollup_state s;
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

  -- A member's last day of a type is looked up again among the rolled-up rows that remain.
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
  select s.rolled_through into v_end from private.analytics_rollup_state s;
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

-- Members per event type and last_day, so "members in the last N days" sums at most a few rows
-- per day instead of counting analytics_members (one row per member and type: 120,000 at 20,000
-- members). Kept by statement triggers on analytics_members, whoever changes it (roll-up, writers'
-- triggers, a rebuild from nothing), in the same transaction.
create table private.analytics_member_days (
  event_type text not null,
  last_day date not null,
  members bigint not null,
  primary key (event_type, last_day)
);
comment on table private.analytics_member_days is 'Rows of analytics_members per event type and last_day.';
alter table private.analytics_member_days enable row level security;
revoke all on private.analytics_member_days from public, anon, authenticated, service_role;

insert into private.analytics_member_days (event_type, last_day, members)
  select m.event_type, m.last_day, pg_catalog.count(*) from private.analytics_members m group by 1, 2;

create or replace function private.analytics_member_days_on_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Each branch names only the transition tables its trigger declares. Changes go in key order
  -- (order by), so two writers never wait for each other's rows in opposite orders; rows that
  -- reach 0 members go.
  if tg_op = 'TRUNCATE' then
    delete from private.analytics_member_days;
  elsif tg_op = 'INSERT' then
    with delta as (
      select n.event_type, n.last_day, pg_catalog.count(*) as n from new_members n group by 1, 2
  ), applied as (
    insert into private.analytics_member_days as c (event_type, last_day, members)
      select d.event_type, d.last_day, d.n from delta d order by 1, 2
    on conflict (event_type, last_day) do update set members = c.members + excluded.members
    returning c.event_type, c.last_day, c.members
  )
  delete from private.analytics_member_days c
   using applied a
   where c.event_type = a.event_type and c.last_day = a.last_day and a.members = 0;
  elsif tg_op = 'DELETE' then
    with delta as (
      select o.event_type, o.last_day, -pg_catalog.count(*) as n from old_members o group by 1, 2
  ), applied as (
    insert into private.analytics_member_days as c (event_type, last_day, members)
      select d.event_type, d.last_day, d.n from delta d order by 1, 2
    on conflict (event_type, last_day) do update set members = c.members + excluded.members
    returning c.event_type, c.last_day, c.members
  )
  delete from private.analytics_member_days c
   using applied a
   where c.event_type = a.event_type and c.last_day = a.last_day and a.members = 0;
  else
    with delta as (
      select x.event_type, x.last_day, pg_catalog.sum(x.n)::bigint as n from (
        select n.event_type, n.last_day, 1 as n from new_members n
        union all
        select o.event_type, o.last_day, -1 from old_members o
      ) x group by 1, 2 having pg_catalog.sum(x.n) <> 0
  ), applied as (
    insert into private.analytics_member_days as c (event_type, last_day, members)
      select d.event_type, d.last_day, d.n from delta d order by 1, 2
    on conflict (event_type, last_day) do update set members = c.members + excluded.members
    returning c.event_type, c.last_day, c.members
  )
  delete from private.analytics_member_days c
   using applied a
   where c.event_type = a.event_type and c.last_day = a.last_day and a.members = 0;
  end if;
  return null;
end;
$$;

revoke execute on function private.analytics_member_days_on_change() from public, anon, authenticated, service_role;

create trigger analytics_member_days_insert
  after insert on private.analytics_members
  referencing new table as new_members
  for each statement execute function private.analytics_member_days_on_change();
create trigger analytics_member_days_update
  after update on private.analytics_members
  referencing old table as old_members new table as new_members
  for each statement execute function private.analytics_member_days_on_change();
create trigger analytics_member_days_delete
  after delete on private.analytics_members
  referencing old table as old_members
  for each statement execute function private.analytics_member_days_on_change();
create trigger analytics_member_days_truncate
  after truncate on private.analytics_members
  for each statement execute function private.analytics_member_days_on_change();

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
  v_w timestamptz;
begin
  if not (private.is_admin() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'permission denied: only admins can view analytics' using errcode = '42501';
  end if;
  perform private.analytics_check_days_back(days_back, true);
  perform private.analytics_roll_up();

  v_since := case
    when days_back is null then '-infinity'::date
    else (pg_catalog.now() at time zone 'UTC')::date - (days_back - 1)
  end;

  -- Rows before the watermark come from the rollups, later ones from analytics_events. The shared
  -- lock keeps any roll-up from committing until this transaction ends, so the watermark read here
  -- and the rollups the query reads belong together (a roll-up changes the partial day in place).
  -- EXECUTE plans with the actual bound: the live rows (at most about an hour) are read through
  -- analytics_events_created_at_idx. Members: those rolled up with last_day in the range (counted
  -- per last_day in analytics_member_days), plus live ones not among them.
  perform pg_catalog.pg_advisory_xact_lock_shared(private.analytics_rollup_lock_key());
  select s.rolled_through into v_w from private.analytics_rollup_state s;
  return query execute $q$
    with live as materialized (
      select e.event_type, e.user_id, pg_catalog.count(*) as n
        from public.analytics_events e
       where e.created_at >= $2
       group by 1, 2
    ), counts as (
      select c.event_type, pg_catalog.sum(c.n)::bigint as n from (
        select d.event_type, d.count as n from private.analytics_daily d
         where d.day >= $1
        union all
        select l.event_type, l.n from live l
      ) c group by c.event_type having pg_catalog.sum(c.n) > 0
    ), rolled_members as (
      select m.event_type, pg_catalog.sum(m.members) as n from private.analytics_member_days m
       where m.last_day >= $1 group by m.event_type
    ), live_members as (
      -- One primary-key probe per live pair (a scalar subquery is never turned into a hash join
      -- over the whole members table).
      select l.event_type, pg_catalog.count(*) as n from live l
       where l.user_id is not null
         and (select true from private.analytics_members m
               where m.event_type = l.event_type and m.user_id = l.user_id and m.last_day >= $1) is null
       group by l.event_type
    )
    select c.event_type, c.n, (coalesce(r.n, 0) + coalesce(lm.n, 0))::bigint
      from counts c
      left join rolled_members r on r.event_type = c.event_type
      left join live_members lm on lm.event_type = c.event_type
     order by 2 desc, 1
  $q$ using v_since, greatest(v_w, private.analytics_day_start(v_since));
end;
$$;

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
  v_w timestamptz;
begin
  if not (private.is_admin() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'permission denied: only admins can view analytics' using errcode = '42501';
  end if;
  perform private.analytics_check_days_back(days_back, false);
  perform private.analytics_roll_up();

  -- Days are UTC days; today counts as the first of days_back.
  v_since := (pg_catalog.now() at time zone 'UTC')::date - (days_back - 1);

  -- As in get_analytics_summary. The partial day's rolled hours and its live rows are summed into
  -- one row per day and type.
  perform pg_catalog.pg_advisory_xact_lock_shared(private.analytics_rollup_lock_key());
  select s.rolled_through into v_w from private.analytics_rollup_state s;
  return query execute $q$
    select x.day, x.event_type, pg_catalog.sum(x.n)::bigint
      from (
        select d.day, d.event_type, d.count as n from private.analytics_daily d
         where d.day >= $1
        union all
        select (e.created_at at time zone 'UTC')::date, e.event_type, pg_catalog.count(*)
          from public.analytics_events e
         where e.created_at >= $2
         group by 1, 2
      ) x
     group by 1, 2
    having pg_catalog.sum(x.n) > 0
     order by 1, 2
  $q$ using v_since, greatest(v_w, private.analytics_day_start(v_since));
end;
$$;

-- 3. Traffic rollups: which hashes the partial day has counted already.
create table private.analytics_traffic_visitors (
  day date not null,
  visitor_hash bigint not null,
  waitlist boolean not null,
  primary key (day, visitor_hash)
);
create table private.analytics_traffic_page_visitors (
  day date not null,
  page text not null,
  visitor_hash bigint not null,
  primary key (day, page, visitor_hash)
);
create table private.analytics_traffic_referrer_visitors (
  day date not null,
  origin text not null,
  visitor_hash bigint not null,
  primary key (day, origin, visitor_hash)
);

comment on table private.analytics_traffic_visitors is
  'Visitor hashes counted in analytics_traffic_days for the partial day (the day of rolled_through), and whether each counted as a waitlist visitor.';
comment on table private.analytics_traffic_page_visitors is
  'Visitor hashes counted in analytics_page_days per page, for the partial day.';
comment on table private.analytics_traffic_referrer_visitors is
  'Visitor hashes counted in analytics_referrer_days per origin, for the partial day.';

alter table private.analytics_traffic_visitors enable row level security;
alter table private.analytics_traffic_page_visitors enable row level security;
alter table private.analytics_traffic_referrer_visitors enable row level security;
revoke all on private.analytics_traffic_visitors, private.analytics_traffic_page_visitors,
  private.analytics_traffic_referrer_visitors from public, anon, authenticated, service_role;

-- Adds the rows of [p_from, p_to) to the traffic rollups, counting a hash for a day (and page, and
-- origin) only when the detail tables do not have it yet. Exact for days whose detail is complete:
-- the partial day, and days with no rollup rows at all (which it then leaves with full details).
create or replace function private.analytics_traffic_add(p_from timestamptz, p_to timestamptz)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- Visitors and the funnel's first steps: a hash new for its day is a visitor; a hash not yet
  -- counted as a waitlist visitor that now pressed a waitlist button becomes one.
  with r as (
    select (e.created_at at time zone 'UTC')::date as day, e.visitor_hash,
           pg_catalog.bool_or(e.event_type = 'waitlist_join') as waitlist
      from public.analytics_events e
     where e.created_at >= p_from and e.created_at < p_to and e.visitor_hash is not null
     group by 1, 2
  ), d as (
    select r.day, r.visitor_hash, r.waitlist, v.visitor_hash is null as is_new,
           r.waitlist and not coalesce(v.waitlist, false) as new_waitlist
      from r left join private.analytics_traffic_visitors v on v.day = r.day and v.visitor_hash = r.visitor_hash
  ), kept as (
    insert into private.analytics_traffic_visitors as v (day, visitor_hash, waitlist)
      select d.day, d.visitor_hash, d.waitlist from d where d.is_new or d.new_waitlist
    on conflict (day, visitor_hash) do update set waitlist = true
  ), signups as (
    select (e.created_at at time zone 'UTC')::date as day, pg_catalog.count(*) as n
      from public.analytics_events e
     where e.created_at >= p_from and e.created_at < p_to and e.event_type = 'user_signup'
     group by 1
  )
  insert into private.analytics_traffic_days as t (day, visitors, waitlist_visitors, signups)
    select x.day, pg_catalog.sum(x.visitors)::bigint, pg_catalog.sum(x.waitlist)::bigint, pg_catalog.sum(x.signups)::bigint
      from (select d.day, pg_catalog.count(*) filter (where d.is_new) as visitors,
                   pg_catalog.count(*) filter (where d.new_waitlist) as waitlist, 0::bigint as signups
              from d group by 1
            union all
            select s.day, 0, 0, s.n from signups s) x
     group by 1
  on conflict (day) do update
     set visitors = t.visitors + excluded.visitors,
         waitlist_visitors = t.waitlist_visitors + excluded.waitlist_visitors,
         signups = t.signups + excluded.signups;

  -- Pages: views add up; a (day, page, hash) not counted yet adds a visitor.
  with p as (
    select x.day, x.page, x.visitor_hash, pg_catalog.count(*) as views
      from (select (e.created_at at time zone 'UTC')::date as day, e.visitor_hash,
                   nullif(pg_catalog.left(pg_catalog.split_part(pg_catalog.split_part(e.page_path, '#', 1), '?', 1), 300), '') as page
              from public.analytics_events e
             where e.created_at >= p_from and e.created_at < p_to and e.event_type = 'page_view') x
     where x.page is not null
     group by 1, 2, 3
  ), d as (
    select p.day, p.page, p.visitor_hash, p.views,
           p.visitor_hash is not null
             and not exists (select 1 from private.analytics_traffic_page_visitors v
                              where v.day = p.day and v.page = p.page and v.visitor_hash = p.visitor_hash) as is_new
      from p
  ), kept as (
    insert into private.analytics_traffic_page_visitors (day, page, visitor_hash)
      select d.day, d.page, d.visitor_hash from d where d.is_new
  )
  insert into private.analytics_page_days as pd (day, page, views, visitors)
    select d.day, d.page, pg_catalog.sum(d.views)::bigint, pg_catalog.count(*) filter (where d.is_new)
      from d group by 1, 2
  on conflict (day, page) do update set views = pd.views + excluded.views, visitors = pd.visitors + excluded.visitors;

  -- Referrers: a (day, origin, hash) not counted yet adds a visitor.
  with r as (
    select (e.created_at at time zone 'UTC')::date as day, e.referrer_origin as origin, e.visitor_hash
      from public.analytics_events e
     where e.created_at >= p_from and e.created_at < p_to
       and e.referrer_origin is not null and e.visitor_hash is not null
     group by 1, 2, 3
  ), d as (
    select r.day, r.origin, r.visitor_hash
      from r
     where not exists (select 1 from private.analytics_traffic_referrer_visitors v
                        where v.day = r.day and v.origin = r.origin and v.visitor_hash = r.visitor_hash)
  ), kept as (
    insert into private.analytics_traffic_referrer_visitors (day, origin, visitor_hash)
      select d.day, d.origin, d.visitor_hash from d
  )
  insert into private.analytics_referrer_days as rd (day, origin, visitors)
    select d.day, d.origin, pg_catalog.count(*) from d group by 1, 2
  on conflict (day, origin) do update set visitors = rd.visitors + excluded.visitors;
end;
$$;

-- Rebuilds the given rolled-up days from analytics_events, one day at a time, each under its own
-- lock (two writers rebuilding one day run one after the other, the second seeing the first's
-- rows). A complete day is aggregated whole; the partial day (the one p_end, the watermark, falls
-- in) is rebuilt up to p_end with its detail tables.
create or replace function private.analytics_traffic_rebuild_days(p_days date[], p_end timestamptz)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_day date;
begin
  for v_day in select distinct d from pg_catalog.unnest(p_days) as d where d is not null order by 1 loop
    perform pg_catalog.pg_advisory_xact_lock((private.analytics_traffic_lock_key() % 2147483647)::int, v_day - date '2000-01-01');
    delete from private.analytics_traffic_days t where t.day = v_day;
    delete from private.analytics_page_days p where p.day = v_day;
    delete from private.analytics_referrer_days r where r.day = v_day;
    delete from private.analytics_traffic_visitors v where v.day = v_day;
    delete from private.analytics_traffic_page_visitors v where v.day = v_day;
    delete from private.analytics_traffic_referrer_visitors v where v.day = v_day;
    if private.analytics_day_start(v_day + 1) <= p_end then
      perform private.analytics_traffic_aggregate(private.analytics_day_start(v_day), private.analytics_day_start(v_day + 1));
    else
      perform private.analytics_traffic_add(private.analytics_day_start(v_day), p_end);
    end if;
  end loop;
end;
$$;

drop function private.analytics_traffic_rebuild_days(date[]);

-- Rolls every completed UTC hour not rolled up yet into the traffic rollups; as
-- private.analytics_roll_up: nothing in a read-only transaction or when the lock is not free
-- within a second (those hours are then read live: exact, only slower).
create or replace function private.analytics_traffic_roll_up()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_target timestamptz := private.analytics_rollup_target();
  v_day date := (v_target at time zone 'UTC')::date; -- the new partial day
  v_from timestamptz;
  v_whole_from timestamptz;
  v_lock_timeout text := pg_catalog.current_setting('lock_timeout');
begin
  if pg_catalog.current_setting('transaction_read_only') = 'on' then
    return 0;
  end if;
  select s.rolled_through into v_from from private.analytics_traffic_state s;
  if v_from >= v_target then
    return 0;
  end if;

  begin
    perform pg_catalog.set_config('lock_timeout', '1s', true);
    perform pg_catalog.pg_advisory_xact_lock(private.analytics_traffic_lock_key());
  exception when lock_not_available then
    return 0;
  end;
  perform pg_catalog.set_config('lock_timeout', v_lock_timeout, true);

  select s.rolled_through into v_from from private.analytics_traffic_state s for update;
  if v_from >= v_target then
    return 0;
  end if;
  if v_from = '-infinity' then
    -- Nothing is rolled up (a rebuild from nothing): details left from before count nothing.
    delete from private.analytics_traffic_visitors;
    delete from private.analytics_traffic_page_visitors;
    delete from private.analytics_traffic_referrer_visitors;
  end if;

  if v_from > private.analytics_day_start(v_day) then
    -- Later hours of the same partial day.
    perform private.analytics_traffic_add(v_from, v_target);
  else
    -- The day in progress (if any) is finished through its details, the whole days after it are
    -- aggregated, the details of complete days go, and the new partial day starts.
    v_whole_from := v_from;
    if v_from > '-infinity' and v_from > private.analytics_day_start((v_from at time zone 'UTC')::date) then
      v_whole_from := private.analytics_day_start((v_from at time zone 'UTC')::date + 1);
      perform private.analytics_traffic_add(v_from, v_whole_from);
    end if;
    perform private.analytics_traffic_aggregate(v_whole_from, private.analytics_day_start(v_day));
    delete from private.analytics_traffic_visitors v where v.day < v_day;
    delete from private.analytics_traffic_page_visitors v where v.day < v_day;
    delete from private.analytics_traffic_referrer_visitors v where v.day < v_day;
    perform private.analytics_traffic_add(private.analytics_day_start(v_day), v_target);
  end if;
  update private.analytics_traffic_state set rolled_through = v_target;
  return case when v_from = '-infinity' then 1
              else pg_catalog.ceil(extract(epoch from v_target - v_from) / 3600)::int end;
end;
$$;

comment on function private.analytics_traffic_roll_up() is
  'Rolls completed UTC hours of analytics_events into the traffic rollups; called by get_traffic_report (and pg_cron on hosted, if scheduled).';

-- Writers: rows dated before the watermark rebuild their days in the writer's own transaction.
create or replace function private.analytics_traffic_on_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_end timestamptz;
begin
  perform pg_catalog.pg_advisory_xact_lock_shared(private.analytics_traffic_lock_key());
  select s.rolled_through into v_end from private.analytics_traffic_state s;
  if exists (select 1 from new_rows n where n.created_at < v_end) then
    perform private.analytics_traffic_rebuild_days(
      array(select distinct (n.created_at at time zone 'UTC')::date from new_rows n where n.created_at < v_end), v_end);
  end if;
  return null;
end;
$$;

create or replace function private.analytics_traffic_on_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_end timestamptz;
begin
  perform pg_catalog.pg_advisory_xact_lock_shared(private.analytics_traffic_lock_key());
  select s.rolled_through into v_end from private.analytics_traffic_state s;
  if exists (select 1 from old_rows o where o.created_at < v_end) then
    perform private.analytics_traffic_rebuild_days(
      array(select distinct (o.created_at at time zone 'UTC')::date from old_rows o where o.created_at < v_end), v_end);
  end if;
  return null;
end;
$$;

-- Only rows whose figures changed (not user_id: delete_my_data and deleted auth users cost nothing here).
create or replace function private.analytics_traffic_on_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_end timestamptz;
  v_days date[];
begin
  perform pg_catalog.pg_advisory_xact_lock_shared(private.analytics_traffic_lock_key());
  select s.rolled_through into v_end from private.analytics_traffic_state s;
  with changed as (
    select o.created_at as old_at, n.created_at as new_at
      from old_rows o join new_rows n on n.id = o.id
     where (o.created_at, o.event_type, o.page_path, o.visitor_hash, o.referrer_origin)
           is distinct from (n.created_at, n.event_type, n.page_path, n.visitor_hash, n.referrer_origin)
  )
  select array(
    select (c.old_at at time zone 'UTC')::date from changed c where c.old_at < v_end
    union
    select (c.new_at at time zone 'UTC')::date from changed c where c.new_at < v_end
  ) into v_days;
  if pg_catalog.cardinality(v_days) > 0 then
    perform private.analytics_traffic_rebuild_days(v_days, v_end);
  end if;
  return null;
end;
$$;

create or replace function private.analytics_traffic_on_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(private.analytics_traffic_lock_key());
  delete from private.analytics_traffic_days;
  delete from private.analytics_page_days;
  delete from private.analytics_referrer_days;
  delete from private.analytics_traffic_visitors;
  delete from private.analytics_traffic_page_visitors;
  delete from private.analytics_traffic_referrer_visitors;
  update private.analytics_traffic_state set rolled_through = '-infinity';
  return null;
end;
$$;

revoke execute on function private.analytics_traffic_add(timestamptz, timestamptz),
  private.analytics_traffic_rebuild_days(date[], timestamptz)
  from public, anon, authenticated, service_role;

-- The report (as in 20250901091700_traffic_report.sql): rollups for rows before the watermark,
-- analytics_events from it on; a live (day, hash) adds a visitor only when the partial day's
-- details do not have it (days after the partial day have no details: all their hashes are new).
create or replace function public.get_traffic_report(days_back int default 30, top_n int default 10)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_since date;
  v_w timestamptz;
  v_result jsonb;
begin
  if not private.is_admin() then
    raise exception 'permission denied: only admins can view analytics' using errcode = '42501';
  end if;
  perform private.analytics_check_days_back(days_back, false);
  if top_n is null or top_n < 1 or top_n > 100 then
    raise exception 'top_n must be between 1 and 100 (got %)', coalesce(top_n::text, 'null') using errcode = '22023';
  end if;
  perform private.analytics_traffic_roll_up();
  perform private.analytics_forget_old_salts();

  v_since := (pg_catalog.now() at time zone 'UTC')::date - (days_back - 1);
  -- As in get_analytics_summary: the shared lock keeps roll-ups from committing until this
  -- transaction ends, so the watermark and the rollups read next belong together; EXECUTE plans
  -- with the actual bound (the live hour through analytics_events_created_at_idx).
  perform pg_catalog.pg_advisory_xact_lock_shared(private.analytics_traffic_lock_key());
  select s.rolled_through into v_w from private.analytics_traffic_state s;
  execute $q$
    with live as materialized (
      select (e.created_at at time zone 'UTC')::date as day, e.event_type, e.visitor_hash,
             case when e.event_type = 'page_view' then nullif(pg_catalog.left(pg_catalog.split_part(pg_catalog.split_part(e.page_path, '#', 1), '?', 1), 300), '') end as page,
             e.referrer_origin
        from public.analytics_events e
       where e.created_at >= $2
    ), live_visitors as (
      -- One row per day and visitor, and whether the partial day has counted it already.
      -- (The detail tables are probed by primary key, one scalar subquery per live group, never
      -- hash-joined whole: they grow to a day's visitors.)
      select c.had is null as is_new, c.waitlist and not coalesce(c.had, false) as new_waitlist
        from (select lv.waitlist,
                     (select v.waitlist from private.analytics_traffic_visitors v
                       where v.day = lv.day and v.visitor_hash = lv.visitor_hash) as had
                from (select l.day, l.visitor_hash, pg_catalog.bool_or(l.event_type = 'waitlist_join') as waitlist
                        from live l where l.visitor_hash is not null group by 1, 2) lv) c
    ), live_pages as (
      select l.day, l.page, l.visitor_hash, pg_catalog.count(*) as n
        from live l where l.page is not null group by 1, 2, 3
    ), live_referrers as (
      select l.day, l.referrer_origin, l.visitor_hash
        from live l where l.referrer_origin is not null and l.visitor_hash is not null group by 1, 2, 3
    ), totals as (
      select coalesce(pg_catalog.sum(x.visitors), 0)::bigint as visitors,
             coalesce(pg_catalog.sum(x.waitlist_visitors), 0)::bigint as waitlist_visitors,
             coalesce(pg_catalog.sum(x.signups), 0)::bigint as signups
        from (select t.visitors, t.waitlist_visitors, t.signups from private.analytics_traffic_days t
               where t.day >= $1
              union all
              select pg_catalog.count(*) filter (where v.is_new), pg_catalog.count(*) filter (where v.new_waitlist), 0
                from live_visitors v
              union all
              select 0, 0, pg_catalog.count(*) from live l where l.event_type = 'user_signup') x
    ), pages as (
      select x.page, pg_catalog.sum(x.views)::bigint as views, pg_catalog.sum(x.visitors)::bigint as visitors
        from (select p.page, p.views, p.visitors from private.analytics_page_days p
               where p.day >= $1
              union all
              -- Per (day, page, hash) group: its views, and one visitor unless the hash is null or
              -- already counted for that day and page.
              select lp.page, lp.n,
                     (lp.visitor_hash is not null
                      and (select true from private.analytics_traffic_page_visitors v
                            where v.day = lp.day and v.page = lp.page and v.visitor_hash = lp.visitor_hash) is null)::int
                from live_pages lp) x
       group by x.page
       order by 2 desc, 1
       limit $3
    ), referrers as (
      select x.origin, pg_catalog.sum(x.visitors)::bigint as visitors
        from (select r.origin, r.visitors from private.analytics_referrer_days r
               where r.day >= $1
              union all
              select lr.referrer_origin, 1 from live_referrers lr
               where (select true from private.analytics_traffic_referrer_visitors v
                       where v.day = lr.day and v.origin = lr.referrer_origin and v.visitor_hash = lr.visitor_hash) is null) x
       group by x.origin
       order by 2 desc, 1
       limit $3
    )
    select pg_catalog.jsonb_build_object(
      'days_back', $4,
      'since', $1,
      'visitors', t.visitors,
      'funnel', pg_catalog.jsonb_build_object(
        'visitors', t.visitors,
        'waitlist_visitors', t.waitlist_visitors,
        'signups', t.signups,
        'confirmed', (select pg_catalog.count(*) from auth.users u where u.email_confirmed_at >= private.analytics_day_start($1))
      ),
      'pages', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('path', p.page, 'views', p.views, 'visitors', p.visitors)
                                                     order by p.views desc, p.page) from pages p), '[]'::jsonb),
      'referrers', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('origin', r.origin, 'visitors', r.visitors)
                                                         order by r.visitors desc, r.origin) from referrers r), '[]'::jsonb)
    )
    from totals t
  $q$ into v_result
  using v_since, greatest(v_w, private.analytics_day_start(v_since)), top_n, days_back;
  return v_result;
end;
$$;

-- 4. Roll up to the current hour now, so the first dashboard call is not the one that does it.
select private.analytics_roll_up();
select private.analytics_traffic_roll_up();
