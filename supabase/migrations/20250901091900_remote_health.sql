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
-- samples computes them (percentile_disc), from histograms: running totals per completed UTC day
-- (a range is the difference of two of them, whatever its length), the current day's rolled
-- hours, and the rows since the last completed hour read live.
--
-- Values are stored quantised (private.remote_health_quantise): two significant figures, never
-- finer than 10 ms or 0.001 CLS. So a histogram has at most a few hundred values per remote and
-- metric whatever the traffic, and a p75 is exact over the stored values, within 5% (or 5 ms,
-- 0.0005 CLS) of the measured one. The thresholds of the Web Vitals (LCP 2.5 s / 4 s, INP 200 /
-- 500 ms, CLS 0.1 / 0.25) are values of the grid.
--
-- Applies as hosted applies it (supabase-local/src/db/hosted-apply.test.ts).

-- The stored value of a measurement `v` (milliseconds; thousandths of a layout shift score for
-- cls): rounded (half away from zero) to two significant figures, and to at least 10 ms or 0.001.
-- Idempotent, so the samples' check below holds for every stored value.
create or replace function private.remote_health_quantise(metric text, v numeric)
returns integer
language sql
immutable
set search_path = ''
as $$
  select (pg_catalog.round(v / s.step) * s.step)::integer
    from (select (case when metric = 'cls' then
                    case when v < 100 then 1 when v < 1000 then 10 when v < 10000 then 100 when v < 100000 then 1000 else 10000 end
                  else
                    case when v < 1000 then 10 when v < 10000 then 100 when v < 100000 then 1000 else 10000 end
                  end)::numeric as step) s
$$;

revoke execute on function private.remote_health_quantise(text, numeric) from public, anon, authenticated, service_role;

create table private.remote_health_samples (
  id bigint generated always as identity primary key,
  -- clock_timestamp(), not now(): taken after the writer holds the roll-up lock (see below).
  created_at timestamptz not null default pg_catalog.clock_timestamp(),
  remote text not null check (remote ~ '^[a-z][a-z0-9_-]{0,31}$'),
  route text not null check (pg_catalog.char_length(route) between 1 and 300 and pg_catalog.left(route, 1) = '/'),
  -- load: the remote's module load; lcp, inp: milliseconds; cls: thousandths of a layout shift score.
  metric text not null check (metric in ('load', 'lcp', 'inp', 'cls')),
  outcome text check ((metric = 'load') = (outcome is not null) and (outcome is null or outcome in ('ok', 'failed', 'timeout', 'contract'))),
  -- Quantised: the histograms below stay small only if every writer (the owner too) stores the grid.
  value integer not null check (value between 0 and 600000 and value = private.remote_health_quantise(metric, value)),
  version text check (version is null or pg_catalog.char_length(version) between 1 and 64)
);
create index remote_health_samples_created_at_idx on private.remote_health_samples (created_at);

comment on table private.remote_health_samples is
  'Sampled real-user measurements of the remotes (load time and outcome, Web Vitals) per route pattern; no personal data. Written only by private.track_remote_health.';

-- The rollups, all histograms of (remote, metric, outcome, value) -> samples. outcome is '' for
-- the vitals; a load that was not ok counts with value 0 (only ok loads' times have a p75).
-- Every sample with created_at < remote_health_state.rolled_through (an instant) is in exactly one
-- of: remote_health_totals (days before the watermark's day) or remote_health_days (the
-- watermark's own day, its rolled hours). Later samples are read live.

-- The partial day: its rolled hours, per value. A day moves into remote_health_totals once the
-- watermark passes its end.
create table private.remote_health_days (
  day date not null,
  remote text not null,
  metric text not null,
  outcome text not null,
  value integer not null,
  n bigint not null,
  primary key (day, remote, metric, outcome, value)
);

-- Running totals: for each completed UTC day that had samples, the samples of that day and every
-- day before it. Samples of days (a, b] = totals of b minus totals of a, so a range of any length
-- reads two days' rows (at most a few hundred values per remote and metric: the grid).
create table private.remote_health_totals (
  day date not null,
  remote text not null,
  metric text not null,
  outcome text not null,
  value integer not null,
  n bigint not null,
  primary key (day, remote, metric, outcome, value)
);

-- Per UTC day, remote and build version: the first and last load seen, and how many (rolled
-- samples only; the partial day's row grows each hour).
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
  rolled_through timestamptz not null default '-infinity'
);
insert into private.remote_health_state default values;

comment on table private.remote_health_state is
  'rolled_through: every remote_health_samples row with created_at < it is in remote_health_totals or remote_health_days, and in remote_health_version_days.';

alter table private.remote_health_samples enable row level security;
alter table private.remote_health_days enable row level security;
alter table private.remote_health_totals enable row level security;
alter table private.remote_health_version_days enable row level security;
alter table private.remote_health_state enable row level security;
revoke all on private.remote_health_samples, private.remote_health_days, private.remote_health_totals,
  private.remote_health_version_days, private.remote_health_state from public, anon, authenticated, service_role;
revoke all on sequence private.remote_health_samples_id_seq from public, anon, authenticated, service_role;

-- Writers take it shared, the roll-up exclusively: a sample is either committed before a roll-up
-- reads its hours, or stamped (clock_timestamp) after that roll-up chose the hour it rolls up to.
-- get_remote_health takes it shared too, so the watermark and the rollups it reads belong together.
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
  -- string or fragment, the value quantised (two significant figures, at least 10 ms or 0.001).
  insert into private.remote_health_samples (remote, route, metric, outcome, value, version)
  select e.value ->> 'remote',
         pg_catalog.split_part(pg_catalog.split_part(e.value ->> 'route', '#', 1), '?', 1),
         e.value ->> 'metric',
         case when e.value ->> 'metric' = 'load' then e.value ->> 'outcome' end,
         private.remote_health_quantise(e.value ->> 'metric',
           (e.value ->> 'value')::numeric * case when e.value ->> 'metric' = 'cls' then 1000 else 1 end),
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

-- Rolls the samples of every completed UTC hour not rolled up yet (or up to p_target, when earlier:
-- the rebuild and tests) into the histograms, and every completed day into remote_health_totals.
-- Returns the hours rolled (1 from nothing). Nothing in a read-only transaction or when the lock is
-- not free within a second: those hours are then read live (exact, only slower).
create or replace function private.remote_health_roll_up(p_target timestamptz default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_target timestamptz;
  v_from timestamptz;
  v_day date;
  v_prev date;
  v_lock_timeout text := pg_catalog.current_setting('lock_timeout');
begin
  if pg_catalog.current_setting('transaction_read_only') = 'on' then
    return 0;
  end if;
  select s.rolled_through into v_from from private.remote_health_state s;
  if v_from >= least(pg_catalog.date_trunc('hour', pg_catalog.clock_timestamp(), 'UTC'), p_target) then
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
  -- and stamps a later instant.
  v_target := least(pg_catalog.date_trunc('hour', pg_catalog.clock_timestamp(), 'UTC'), p_target);
  select s.rolled_through into v_from from private.remote_health_state s for update;
  if v_from >= v_target then
    return 0;
  end if;

  insert into private.remote_health_days as d (day, remote, metric, outcome, value, n)
    select (s.created_at at time zone 'UTC')::date, s.remote, s.metric, coalesce(s.outcome, ''),
           case when s.outcome <> 'ok' then 0 else s.value end, pg_catalog.count(*)
      from private.remote_health_samples s
     where s.created_at >= v_from and s.created_at < v_target
     group by 1, 2, 3, 4, 5
  on conflict (day, remote, metric, outcome, value) do update set n = d.n + excluded.n;
  insert into private.remote_health_version_days as v (day, remote, version, first_seen, last_seen, loads)
    select (s.created_at at time zone 'UTC')::date, s.remote, s.version, pg_catalog.min(s.created_at), pg_catalog.max(s.created_at), pg_catalog.count(*)
      from private.remote_health_samples s
     where s.created_at >= v_from and s.created_at < v_target and s.metric = 'load' and s.version is not null
     group by 1, 2, 3
  on conflict (day, remote, version) do update
    set first_seen = least(v.first_seen, excluded.first_seen), last_seen = greatest(v.last_seen, excluded.last_seen),
        loads = v.loads + excluded.loads;

  -- Days now complete, oldest first: their running totals are the previous day's plus theirs.
  for v_day in
    select distinct d.day from private.remote_health_days d
     where d.day < (v_target at time zone 'UTC')::date order by 1
  loop
    select pg_catalog.max(t.day) into v_prev from private.remote_health_totals t where t.day < v_day;
    insert into private.remote_health_totals (day, remote, metric, outcome, value, n)
      select v_day, remote, metric, outcome, value, coalesce(p.n, 0) + coalesce(d.n, 0)
        from (select t.remote, t.metric, t.outcome, t.value, t.n from private.remote_health_totals t where t.day = v_prev) p
        full join (select x.remote, x.metric, x.outcome, x.value, x.n from private.remote_health_days x where x.day = v_day) d
          using (remote, metric, outcome, value);
    delete from private.remote_health_days d where d.day = v_day;
  end loop;

  update private.remote_health_state set rolled_through = v_target;
  return case when v_from = '-infinity' then 1
              else pg_catalog.ceil(extract(epoch from v_target - v_from) / 3600)::int end;
end;
$$;

comment on function private.remote_health_roll_up(timestamptz) is
  'Rolls completed UTC hours of remote_health_samples into the histograms (completed days into running totals); called by get_remote_health (and pg_cron on hosted, if scheduled).';

revoke execute on function private.remote_health_roll_up(timestamptz) from public, anon, authenticated, service_role;

-- Empties the rollups and rolls everything up again, up to the last completed hour or p_through
-- (after samples were loaded or removed by the owner, e.g. a retention job or the benchmark's
-- generator; the rollups only ever add what is newer than the watermark).
create or replace function private.remote_health_rebuild(p_through timestamptz default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(private.remote_health_lock_key());
  delete from private.remote_health_days;
  delete from private.remote_health_totals;
  delete from private.remote_health_version_days;
  update private.remote_health_state set rolled_through = '-infinity';
  perform private.remote_health_roll_up(p_through);
end;
$$;

revoke execute on function private.remote_health_rebuild(timestamptz) from public, anon, authenticated, service_role;

-- Per remote over the last days_back UTC days (today included): loads by outcome, the p75 of ok
-- loads' times and of each Web Vital (percentile_disc: a value that was stored), the current
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
  v_w timestamptz;
  v_hi date;
  v_lo date;
  v_result jsonb;
begin
  if not private.is_admin() then
    raise exception 'permission denied: only admins can view analytics' using errcode = '42501';
  end if;
  perform private.analytics_check_days_back(days_back, false);
  perform private.remote_health_roll_up();
  -- No roll-up commits between reading the watermark and reading the rollups.
  perform pg_catalog.pg_advisory_xact_lock_shared(private.remote_health_lock_key());

  v_today := (pg_catalog.now() at time zone 'UTC')::date;
  v_since := v_today - (days_back - 1);
  select s.rolled_through into v_w from private.remote_health_state s;
  -- The running totals of the last completed day, and of the last day before the range.
  select pg_catalog.max(t.day) into v_hi from private.remote_health_totals t;
  select pg_catalog.max(t.day) into v_lo from private.remote_health_totals t where t.day < v_since;
  if v_hi < v_since then
    v_hi := null;
  end if;
  execute $q$
    with live as materialized (
      -- Samples from the watermark on (normally the current hour), through the created_at index.
      select (s.created_at at time zone 'UTC')::date as day, s.created_at, s.remote, s.metric,
             coalesce(s.outcome, '') as outcome, case when s.outcome <> 'ok' then 0 else s.value end as value, s.version
        from private.remote_health_samples s
       where s.created_at >= $3 and s.created_at < $4
    ), hist as (
      select x.remote, x.metric, x.outcome, x.value, pg_catalog.sum(x.n)::bigint as n
        from (select t.remote, t.metric, t.outcome, t.value, t.n from private.remote_health_totals t where t.day = $6
              union all
              select t.remote, t.metric, t.outcome, t.value, -t.n from private.remote_health_totals t where t.day = $7 and $6 is not null
              union all
              select d.remote, d.metric, d.outcome, d.value, d.n from private.remote_health_days d where d.day >= $1 and d.day <= $2
              union all
              select l.remote, l.metric, l.outcome, l.value, pg_catalog.count(*) from live l
               where l.day >= $1 group by 1, 2, 3, 4) x
       group by 1, 2, 3, 4
      having pg_catalog.sum(x.n) > 0
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
  using v_since, v_today, v_w, private.analytics_day_start(v_today + 1), days_back, v_hi, v_lo;
  return v_result;
end;
$$;

comment on function public.get_remote_health(int) is
  'Per remote over the last days_back UTC days: current version, versions with first appearance, loads by outcome and error rate, p75 of load time, LCP, INP and CLS, sample counts. Admins only.';

revoke execute on function public.get_remote_health(int) from public, anon, service_role;
grant execute on function public.get_remote_health(int) to authenticated;
