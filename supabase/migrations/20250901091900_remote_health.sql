-- Per-remote health, real-user monitoring (issue 14, item 5).
--
-- The shell records, for a sample of page loads (10% by default), each remote's load (time and
-- outcome: ok, failed, timeout, contract) with the build version its mf-manifest.json names, and
-- the Web Vitals (LCP, INP, CLS) of the pages, each attributed to a route pattern and the remote
-- that renders it. Nothing personal: no user id, no address, no user agent, no visitor hash; the
-- route is the pattern of the route table (`/resources/*`), never what a visitor typed.
--
-- In: public.track_remote_health(samples jsonb) (SECURITY INVOKER) forwards to
-- private.track_remote_health (SECURITY DEFINER), which validates each sample, stamps the
-- server's clock and spends the caller's address bucket of track_events (one budget for both).
-- Nobody else writes the samples: no API role, not even service_role, holds a privilege on them.
-- Out: public.get_remote_health(days_back) for admins: per remote, the current version, when each
-- version first appeared, load p75 and error rate, LCP/INP/CLS p75, exactly as a scan of the
-- samples computes them (percentile_disc), from per-day histograms plus today's rows.
--
-- Applies as hosted applies it (supabase-local/src/db/hosted-apply.test.ts).

create table private.remote_health_samples (
  id bigint generated always as identity primary key,
  -- clock_timestamp(), not now(): taken after the writer holds the roll-up lock (see below).
  created_at timestamptz not null default pg_catalog.clock_timestamp(),
  remote text not null check (remote ~ '^[a-z][a-z0-9_-]{0,31}$'),
  route text not null check (pg_catalog.char_length(route) between 1 and 300 and pg_catalog.left(route, 1) = '/'),
  -- load: the remote's module load; lcp, inp: milliseconds; cls: thousandths of a layout shift score.
  metric text not null check (metric in ('load', 'lcp', 'inp', 'cls')),
  outcome text check ((metric = 'load') = (outcome is not null) and (outcome is null or outcome in ('ok', 'failed', 'timeout', 'contract'))),
  value integer not null check (value between 0 and 600000),
  version text check (version is null or pg_catalog.char_length(version) between 1 and 64)
);
create index remote_health_samples_created_at_idx on private.remote_health_samples (created_at);

comment on table private.remote_health_samples is
  'Sampled real-user measurements of the remotes (load time and outcome, Web Vitals) per route pattern; no personal data. Written only by private.track_remote_health.';

-- Per UTC day, remote, metric, outcome ('' for vitals) and value: how many samples. A histogram,
-- so a p75 over any range of days is exact; its size is bounded by the values' range, not traffic.
create table private.remote_health_days (
  day date not null,
  remote text not null,
  metric text not null,
  outcome text not null,
  value integer not null,
  n bigint not null,
  primary key (day, remote, metric, outcome, value)
);

-- Per UTC day, remote and build version: the first and last load seen, and how many.
create table private.remote_health_version_days (
  day date not null,
  remote text not null,
  version text not null,
  first_seen timestamptz not null,
  last_seen timestamptz not null,
  loads bigint not null,
  primary key (day, remote, version)
);

create table private.remote_health_state (
  id boolean primary key default true check (id),
  rolled_through date not null default '-infinity'
);
insert into private.remote_health_state default values;

comment on table private.remote_health_state is 'The last UTC day rolled up into remote_health_days and remote_health_version_days.';

alter table private.remote_health_samples enable row level security;
alter table private.remote_health_days enable row level security;
alter table private.remote_health_version_days enable row level security;
alter table private.remote_health_state enable row level security;
revoke all on private.remote_health_samples, private.remote_health_days, private.remote_health_version_days,
  private.remote_health_state from public, anon, authenticated, service_role;
revoke all on sequence private.remote_health_samples_id_seq from public, anon, authenticated, service_role;

-- Writers take it shared, the roll-up exclusively: a sample is either committed before a roll-up
-- reads its day, or stamped (clock_timestamp) after that roll-up chose the days it rolls.
create or replace function private.remote_health_lock_key()
returns bigint
language sql
immutable
set search_path = ''
as $$
  select 7301452840913003::bigint
$$;

revoke execute on function private.remote_health_lock_key() from public, anon, authenticated, service_role;

create or replace function private.track_remote_health(samples jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c_max_batch constant int := 20;
  -- The address bucket of track_events (same key, same sizes): one budget for both paths.
  c_ip_capacity constant double precision := 240;
  c_ip_per_second constant double precision := 4;

  v_role text := coalesce((select auth.role()), 'anon');
  v_headers jsonb;
  v_ip text;
  v_salt text;
  v_day text := ((pg_catalog.now() at time zone 'utc')::date)::text;
  v_n int;
  v_i int := 0;
  v_s jsonb;
  v_unknown text;
  v_value jsonb;
  v_metric text;
  v_max numeric;
  v_left double precision;
begin
  if samples is null or pg_catalog.jsonb_typeof(samples) <> 'array' then
    raise exception 'samples must be a JSON array of 1 to % samples', c_max_batch
      using errcode = '22023',
            hint = 'Send {"samples": [{"remote": "library", "route": "/search", "metric": "load", "outcome": "ok", "value": 420, "version": "1.4.0"}]}.';
  end if;
  v_n := pg_catalog.jsonb_array_length(samples);
  if v_n = 0 then
    raise exception 'samples is empty: send 1 to % samples', c_max_batch using errcode = '22023';
  end if;
  if v_n > c_max_batch then
    raise exception 'Too many samples in one request: % (at most %)', v_n, c_max_batch
      using errcode = '22023', hint = 'Send the rest in another request.';
  end if;

  for v_s in select e.value from pg_catalog.jsonb_array_elements(samples) as e loop
    if pg_catalog.jsonb_typeof(v_s) <> 'object' then
      raise exception 'samples[%] must be a JSON object', v_i using errcode = '22023';
    end if;
    select pg_catalog.string_agg(k, ', ' order by k) into v_unknown
      from pg_catalog.jsonb_object_keys(v_s) as k
     where k not in ('remote', 'route', 'metric', 'outcome', 'value', 'version');
    if v_unknown is not null then
      raise exception 'samples[%] has fields the server does not accept: %', v_i, pg_catalog.left(v_unknown, 200)
        using errcode = '22023', hint = 'Accepted: remote, route, metric, outcome, value, version. The time is set by the server.';
    end if;

    v_value := v_s -> 'remote';
    if v_value is null or pg_catalog.jsonb_typeof(v_value) <> 'string' or (v_value #>> '{}') !~ '^[a-z][a-z0-9_-]{0,31}$' then
      raise exception 'samples[%].remote must be a remote''s name (lower-case, at most 32 characters), got %',
        v_i, pg_catalog.left(coalesce(v_value::text, 'nothing'), 80) using errcode = '22023';
    end if;

    v_value := v_s -> 'route';
    if v_value is null or pg_catalog.jsonb_typeof(v_value) <> 'string' or pg_catalog.left(v_value #>> '{}', 1) <> '/'
       or pg_catalog.char_length(v_value #>> '{}') > 300 then
      raise exception 'samples[%].route must be a path starting with / of at most 300 characters', v_i using errcode = '22023';
    end if;

    v_value := v_s -> 'metric';
    if v_value is null or pg_catalog.jsonb_typeof(v_value) <> 'string' or (v_value #>> '{}') not in ('load', 'lcp', 'inp', 'cls') then
      raise exception 'samples[%].metric must be one of load, lcp, inp, cls (got %)',
        v_i, pg_catalog.left(coalesce(v_value::text, 'nothing'), 80) using errcode = '22023';
    end if;
    v_metric := v_value #>> '{}';

    v_value := v_s -> 'outcome';
    if v_metric = 'load' then
      if v_value is null or pg_catalog.jsonb_typeof(v_value) <> 'string' or (v_value #>> '{}') not in ('ok', 'failed', 'timeout', 'contract') then
        raise exception 'samples[%].outcome must be one of ok, failed, timeout, contract for a load (got %)',
          v_i, pg_catalog.left(coalesce(v_value::text, 'nothing'), 80) using errcode = '22023';
      end if;
    elsif v_value is not null and pg_catalog.jsonb_typeof(v_value) <> 'null' then
      raise exception 'samples[%].outcome is only for loads, not for %', v_i, v_metric using errcode = '22023';
    end if;

    v_value := v_s -> 'value';
    -- Milliseconds up to 10 minutes; a layout shift score up to 100.
    v_max := 600000;
    if v_metric = 'cls' then
      v_max := 100;
    end if;
    if v_value is null or pg_catalog.jsonb_typeof(v_value) <> 'number'
       or (v_value #>> '{}')::numeric < 0 or (v_value #>> '{}')::numeric > v_max then
      raise exception 'samples[%].value must be a number from 0 to % for %', v_i, v_max, v_metric using errcode = '22023';
    end if;

    v_value := v_s -> 'version';
    if v_value is not null and pg_catalog.jsonb_typeof(v_value) <> 'null'
       and (pg_catalog.jsonb_typeof(v_value) <> 'string' or pg_catalog.char_length(v_value #>> '{}') not between 1 and 64) then
      raise exception 'samples[%].version must be a string of 1 to 64 characters, or null', v_i using errcode = '22023';
    end if;
    v_i := v_i + 1;
  end loop;

  if v_role <> 'service_role' then
    begin
      v_headers := coalesce(nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
    exception when others then
      v_headers := '{}'::jsonb;
    end;
    v_ip := pg_catalog.btrim(pg_catalog.split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', 1));
    if v_ip = '' then
      v_ip := 'unknown';
    end if;
    select s.salt into v_salt from private.analytics_salt s;
    insert into private.analytics_rate_limits as r (source, tokens, updated_at)
    values (pg_catalog.sha256(pg_catalog.convert_to(v_salt || '|' || v_day || '|ip|' || v_ip, 'UTF8')), c_ip_capacity - v_n, pg_catalog.now())
    on conflict (source) do update
       set tokens = least(c_ip_capacity, r.tokens + c_ip_per_second * extract(epoch from pg_catalog.now() - r.updated_at)::double precision) - v_n,
           updated_at = pg_catalog.now()
     where least(c_ip_capacity, r.tokens + c_ip_per_second * extract(epoch from pg_catalog.now() - r.updated_at)::double precision) >= v_n
    returning r.tokens into v_left;
    if v_left is null then
      raise exception 'Too many analytics events from this address: at most % a minute. These samples were not recorded.', c_ip_capacity::int
        using errcode = 'PT429', hint = 'Do not retry these samples; send new ones later.';
    end if;
  end if;

  perform pg_catalog.pg_advisory_xact_lock_shared(private.remote_health_lock_key());
  -- No user, no address, no user agent: only what the sample says, the route without search
  -- string or fragment, times rounded to the millisecond and CLS to the thousandth.
  insert into private.remote_health_samples (remote, route, metric, outcome, value, version)
  select e.value ->> 'remote',
         pg_catalog.split_part(pg_catalog.split_part(e.value ->> 'route', '#', 1), '?', 1),
         e.value ->> 'metric',
         case when e.value ->> 'metric' = 'load' then e.value ->> 'outcome' end,
         pg_catalog.round((e.value ->> 'value')::numeric * case when e.value ->> 'metric' = 'cls' then 1000 else 1 end)::int,
         nullif(e.value ->> 'version', '')
    from pg_catalog.jsonb_array_elements(samples) with ordinality as e(value, n)
   order by e.n;
  return v_n;
end;
$$;

comment on function private.track_remote_health(jsonb) is
  'Validates and records up to 20 remote-health samples (no personal data) with the server''s time, within the per-address limit of track_events (PT429 past it).';

revoke execute on function private.track_remote_health(jsonb) from public, service_role;
grant execute on function private.track_remote_health(jsonb) to anon, authenticated;

create or replace function public.track_remote_health(samples jsonb)
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.track_remote_health(samples);
$$;

comment on function public.track_remote_health(jsonb) is
  'Records remote-health samples: {"samples": [{remote, route, metric (load|lcp|inp|cls), outcome (loads: ok|failed|timeout|contract), value, version}, ...]}, 1 to 20 per call. 400 on bad input, 429 over the address limit.';

revoke execute on function public.track_remote_health(jsonb) from public, service_role;
grant execute on function public.track_remote_health(jsonb) to anon, authenticated;

-- Adds the samples of [p_from, p_to) to the rollups (those days have no rollup rows yet).
create or replace function private.remote_health_aggregate(p_from timestamptz, p_to timestamptz)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into private.remote_health_days (day, remote, metric, outcome, value, n)
    select (s.created_at at time zone 'UTC')::date, s.remote, s.metric, coalesce(s.outcome, ''), s.value, pg_catalog.count(*)
      from private.remote_health_samples s
     where s.created_at >= p_from and s.created_at < p_to
     group by 1, 2, 3, 4, 5;
  insert into private.remote_health_version_days (day, remote, version, first_seen, last_seen, loads)
    select (s.created_at at time zone 'UTC')::date, s.remote, s.version, pg_catalog.min(s.created_at), pg_catalog.max(s.created_at), pg_catalog.count(*)
      from private.remote_health_samples s
     where s.created_at >= p_from and s.created_at < p_to and s.metric = 'load' and s.version is not null
     group by 1, 2, 3;
end;
$$;

revoke execute on function private.remote_health_aggregate(timestamptz, timestamptz) from public, anon, authenticated, service_role;

-- Rolls every completed UTC day not rolled up yet. Nothing in a read-only transaction or when the
-- lock is not free within a second: those days are then read live (exact, only slower).
create or replace function private.remote_health_roll_up()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_target date;
  v_from date;
  v_lock_timeout text := pg_catalog.current_setting('lock_timeout');
begin
  if pg_catalog.current_setting('transaction_read_only') = 'on' then
    return 0;
  end if;
  select s.rolled_through into v_from from private.remote_health_state s;
  if v_from >= (pg_catalog.clock_timestamp() at time zone 'UTC')::date - 1 then
    return 0;
  end if;
  begin
    perform pg_catalog.set_config('lock_timeout', '1s', true);
    perform pg_catalog.pg_advisory_xact_lock(private.remote_health_lock_key());
  exception when lock_not_available then
    return 0;
  end;
  perform pg_catalog.set_config('lock_timeout', v_lock_timeout, true);
  -- Chosen once the lock is held: a writer that stamps its sample after this waits for no one
  -- and lands on a later day.
  v_target := (pg_catalog.clock_timestamp() at time zone 'UTC')::date - 1;
  select s.rolled_through into v_from from private.remote_health_state s for update;
  if v_from >= v_target then
    return 0;
  end if;
  perform private.remote_health_aggregate(private.analytics_day_start(v_from + 1), private.analytics_day_start(v_target + 1));
  update private.remote_health_state set rolled_through = v_target;
  return case when v_from = '-infinity' then 1 else v_target - v_from end;
end;
$$;

comment on function private.remote_health_roll_up() is
  'Rolls completed UTC days of remote_health_samples into the per-day histograms; called by get_remote_health (and pg_cron on hosted, if scheduled).';

revoke execute on function private.remote_health_roll_up() from public, anon, authenticated, service_role;

-- Empties the rollups and rolls everything up again (after samples were loaded or removed by the
-- owner, e.g. a retention job or the benchmark's generator).
create or replace function private.remote_health_rebuild()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(private.remote_health_lock_key());
  delete from private.remote_health_days;
  delete from private.remote_health_version_days;
  update private.remote_health_state set rolled_through = '-infinity';
  perform private.remote_health_roll_up();
end;
$$;

revoke execute on function private.remote_health_rebuild() from public, anon, authenticated, service_role;

create index remote_health_version_days_remote_idx on private.remote_health_version_days (remote, version);

-- Per remote over the last days_back UTC days (today included): loads by outcome, the p75 of ok
-- loads' times and of each Web Vital (percentile_disc: a value that was measured), the current
-- version (of the latest load) and every version loaded in the range with when it first appeared
-- (ever) and was last seen. Admins only.
create or replace function public.get_remote_health(days_back int default 30)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_today date;
  v_since date;
  v_w date;
  v_result jsonb;
begin
  if not private.is_admin() then
    raise exception 'permission denied: only admins can view analytics' using errcode = '42501';
  end if;
  perform private.analytics_check_days_back(days_back, false);
  perform private.remote_health_roll_up();

  v_today := (pg_catalog.now() at time zone 'UTC')::date;
  v_since := v_today - (days_back - 1);
  select s.rolled_through into v_w from private.remote_health_state s;
  execute $q$
    with live as materialized (
      -- Days not rolled up yet (normally only today), through the created_at index.
      select (s.created_at at time zone 'UTC')::date as day, s.created_at, s.remote, s.metric,
             coalesce(s.outcome, '') as outcome, s.value, s.version
        from private.remote_health_samples s
       where s.created_at >= $3 and s.created_at < $4
    ), hist as (
      select x.remote, x.metric, x.outcome, x.value, pg_catalog.sum(x.n)::bigint as n
        from (select d.remote, d.metric, d.outcome, d.value, d.n from private.remote_health_days d
               where d.day >= $1 and d.day <= $2
              union all
              select l.remote, l.metric, l.outcome, l.value, pg_catalog.count(*) from live l
               where l.day >= $1 group by 1, 2, 3, 4) x
       group by 1, 2, 3, 4
    ), loads as (
      select h.remote,
             pg_catalog.sum(h.n)::bigint as loads,
             coalesce(pg_catalog.sum(h.n) filter (where h.outcome = 'ok'), 0)::bigint as ok,
             coalesce(pg_catalog.sum(h.n) filter (where h.outcome = 'failed'), 0)::bigint as failed,
             coalesce(pg_catalog.sum(h.n) filter (where h.outcome = 'timeout'), 0)::bigint as timeout,
             coalesce(pg_catalog.sum(h.n) filter (where h.outcome = 'contract'), 0)::bigint as contract
        from hist h where h.metric = 'load' group by 1
    ), ranked as (
      -- Ok loads' times and the vitals: running count by value, per remote and metric.
      select h.remote, h.metric, h.value,
             pg_catalog.sum(h.n) over (partition by h.remote, h.metric order by h.value) as cum,
             pg_catalog.sum(h.n) over (partition by h.remote, h.metric) as total
        from hist h where h.metric <> 'load' or h.outcome = 'ok'
    ), p75 as (
      -- percentile_disc(0.75): the first value whose running count reaches 3/4 of the total.
      select r.remote, r.metric, pg_catalog.min(r.value) filter (where r.cum * 4 >= r.total * 3) as p75,
             pg_catalog.max(r.total)::bigint as n
        from ranked r group by 1, 2
    ), versions as (
      select x.remote, x.version, pg_catalog.min(x.first_seen) as first_seen, pg_catalog.max(x.last_seen) as last_seen,
             pg_catalog.sum(x.loads) filter (where x.day >= $1)::bigint as loads
        from (select v.day, v.remote, v.version, v.first_seen, v.last_seen, v.loads from private.remote_health_version_days v
              union all
              select l.day, l.remote, l.version, pg_catalog.min(l.created_at), pg_catalog.max(l.created_at), pg_catalog.count(*)
                from live l where l.metric = 'load' and l.version is not null group by 1, 2, 3) x
       group by 1, 2
      having pg_catalog.sum(x.loads) filter (where x.day >= $1) > 0
    ), remotes as (
      select h.remote from hist h union select v.remote from versions v
    )
    select pg_catalog.jsonb_build_object(
      'days_back', $5,
      'since', $1,
      'remotes', coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'remote', r.remote,
        'current_version', (select v.version from versions v where v.remote = r.remote order by v.last_seen desc, v.version limit 1),
        'loads', coalesce(l.loads, 0),
        'ok', coalesce(l.ok, 0),
        'failed', coalesce(l.failed, 0),
        'timeout', coalesce(l.timeout, 0),
        'contract', coalesce(l.contract, 0),
        'error_rate', case when l.loads > 0 then pg_catalog.round((l.loads - l.ok)::numeric / l.loads, 4) end,
        'load_p75_ms', (select p.p75 from p75 p where p.remote = r.remote and p.metric = 'load'),
        'lcp_p75_ms', (select p.p75 from p75 p where p.remote = r.remote and p.metric = 'lcp'),
        'inp_p75_ms', (select p.p75 from p75 p where p.remote = r.remote and p.metric = 'inp'),
        'cls_p75', (select p.p75 / 1000.0 from p75 p where p.remote = r.remote and p.metric = 'cls'),
        'lcp_samples', coalesce((select p.n from p75 p where p.remote = r.remote and p.metric = 'lcp'), 0),
        'inp_samples', coalesce((select p.n from p75 p where p.remote = r.remote and p.metric = 'inp'), 0),
        'cls_samples', coalesce((select p.n from p75 p where p.remote = r.remote and p.metric = 'cls'), 0),
        'versions', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                                'version', v.version, 'first_seen', v.first_seen, 'last_seen', v.last_seen, 'loads', v.loads)
                                order by v.first_seen desc, v.version)
                                from versions v where v.remote = r.remote), '[]'::jsonb)
      ) order by r.remote), '[]'::jsonb)
    )
    from remotes r left join loads l on l.remote = r.remote
  $q$ into v_result
  using v_since, v_w, private.analytics_day_start(v_w + 1), private.analytics_day_start(v_today + 1), days_back;
  return v_result;
end;
$$;

comment on function public.get_remote_health(int) is
  'Per remote over the last days_back UTC days: current version, versions with first appearance, loads by outcome and error rate, p75 of load time, LCP, INP and CLS, sample counts. Admins only.';

revoke execute on function public.get_remote_health(int) from public, anon, service_role;
grant execute on function public.get_remote_health(int) to authenticated;
