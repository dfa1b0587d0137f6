-- What a pre-launch team reads (issue 14, item 4): unique visitors without cookies or stored
-- identifiers, top pages, top referrers and the funnel visit -> waitlist click -> sign-up ->
-- confirmed e-mail, over the dashboard's range, through one admin RPC: get_traffic_report.
--
-- Unique visitors, as privacy-first analytics tools count them: track_events hashes the request's
-- client address (x-forwarded-for as the gateway sets it) and user agent (both from PostgREST's
-- request.headers) with a salt that is random per UTC day, and stores only the first 64 bits of
-- that hash in analytics_events.visitor_hash. Neither the address nor the request's user agent is
-- stored for it. The salt lives in private.analytics_visitor_salts, which only the database owner
-- reads (RLS on, every privilege revoked); the day's salt is deleted once the day is over (by the
-- next event, roll-up or report), so nobody, the owner included, can recompute yesterday's hashes
-- from an address. A visitor gets a new hash every day: "visitors" over a range is the sum of each
-- day's distinct hashes (the same person on two days counts twice), and nothing can join a hash
-- of one day to another.
--
-- Referrers: track_events stores the referrer's origin only (scheme, host and port) in
-- analytics_events.referrer_origin, and none when it is the site's own origin (the request's
-- Origin header, else its Referer's origin). Pages: the path of page_view events without the
-- search string or fragment (typed text was already redacted by the tracker).
--
-- Fast at 10 million events, within the rollup design of 20250901091500_analytics_rollups.sql:
-- completed UTC days are rolled up into three tables (visitors and funnel counts per day, page
-- views and visitors per day and path, visitors per day and referrer origin) by
-- private.analytics_traffic_roll_up(), which the RPC calls first; today's rows are read live.
-- Rows written into a rolled-up day (late service-role inserts, deletions, updates) make their
-- writer's statement trigger rebuild those whole days from analytics_events, one day at a time
-- under a per-day lock, so the rollups always equal a full scan (supabase-local/tests/traffic-report.test.ts).
-- delete_my_data and deleted auth users only clear user_id, which none of these figures read.

alter table public.analytics_events
  add column visitor_hash bigint,
  add column referrer_origin text check (char_length(referrer_origin) <= 300);

comment on column public.analytics_events.visitor_hash is
  'First 64 bits of sha256(daily random salt | client address | user agent), set by track_events; the salt is deleted after its UTC day. Never the address or an identifier that lasts.';
comment on column public.analytics_events.referrer_origin is
  'The referrer''s origin (scheme://host[:port]) when it is not the site''s own, set by track_events.';

-- One random salt per UTC day. Only the owner (the definer functions below) reads it.
create table private.analytics_visitor_salts (
  day date primary key,
  salt text not null
);
comment on table private.analytics_visitor_salts is
  'The salt of today''s visitor hashes; deleted once its UTC day is over, so past hashes can never be recomputed.';
alter table private.analytics_visitor_salts enable row level security;
revoke all on private.analytics_visitor_salts from public, anon, authenticated, service_role;

-- Deletes the salts of days that are over. Returns how many went.
create or replace function private.analytics_forget_old_salts()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_n int;
begin
  if pg_catalog.current_setting('transaction_read_only') = 'on' then
    return 0;
  end if;
  delete from private.analytics_visitor_salts s where s.day < (pg_catalog.now() at time zone 'UTC')::date;
  get diagnostics v_n = row_count;
  return v_n;
end;
$$;

-- Today's salt, made on first use (60 random hex digits from two UUIDv4s); earlier days' go.
create or replace function private.analytics_visitor_salt()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_day date := (pg_catalog.now() at time zone 'UTC')::date;
  v_salt text;
begin
  select s.salt into v_salt from private.analytics_visitor_salts s where s.day = v_day;
  if v_salt is null then
    insert into private.analytics_visitor_salts (day, salt)
    values (v_day, pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text)
    on conflict (day) do nothing;
    select s.salt into v_salt from private.analytics_visitor_salts s where s.day = v_day;
  end if;
  -- A transaction begun just before midnight may have brought yesterday's salt back; the next
  -- call of the new day removes it again.
  perform private.analytics_forget_old_salts();
  return v_salt;
end;
$$;

create or replace function private.analytics_visitor_hash(salt text, ip text, user_agent text)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select ('x' || pg_catalog.encode(pg_catalog.substr(
            pg_catalog.sha256(pg_catalog.convert_to(salt || '|' || ip || '|' || user_agent, 'UTF8')), 1, 8), 'hex'))::bit(64)::bigint
$$;

-- scheme://host[:port] of an http(s) URL, lower-cased, without user info or a default port; null
-- for anything else (or an origin over 300 characters).
create or replace function private.analytics_origin_of(url text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when pg_catalog.char_length(o) <= 300 then o end
    from (select pg_catalog.regexp_replace(
                   pg_catalog.lower(m[1] || '://' || m[2]),
                   '^(http://[^/]+):80$|^(https://[^/]+):443$', '\1\2') as o
            from (select pg_catalog.regexp_match(url, '^(https?)://(?:[^/?#@]*@)?([^/?#@\s]+)(?:[/?#]|$)', 'i') as m) x
           where m is not null) y
$$;

revoke execute on function private.analytics_forget_old_salts(), private.analytics_visitor_salt(),
  private.analytics_visitor_hash(text, text, text), private.analytics_origin_of(text)
  from public, anon, authenticated, service_role;
-- track_events (below) runs as the owner, so it needs no grant on these.

-- track_events as in 20250901091300_track_events.sql, plus visitor_hash and referrer_origin.
create or replace function private.track_events(events jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- At most this many events in one request (the tracker sends batches of up to 20).
  c_max_batch constant int := 20;
  -- Per address: 240 events a minute, bursts up to 240 (an address may be a whole office).
  c_ip_capacity constant double precision := 240;
  c_ip_per_second constant double precision := 4;
  -- Per signed-in session: 60 events a minute, bursts up to 60.
  c_session_capacity constant double precision := 60;
  c_session_per_second constant double precision := 1;

  v_role text := coalesce((select auth.role()), 'anon');
  v_uid uuid := (select auth.uid());
  v_claims jsonb := coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb);
  v_headers jsonb;
  v_ip text;
  v_session text;
  v_salt text;
  v_day text := ((pg_catalog.now() at time zone 'utc')::date)::text;
  v_n int;
  v_i int := 0;
  v_event jsonb;
  v_unknown text;
  v_value jsonb;
  v_field text;
  v_limit int;
  v_left double precision;
  -- Unique visitors (migration 20250901091700): a hash of today's salt, the address and the user
  -- agent; neither of the two is stored. Null for the service role and without an address.
  v_visitor bigint;
  v_ua text;
  v_own_origin text;
begin
  -- The shape of the request.
  if events is null or pg_catalog.jsonb_typeof(events) <> 'array' then
    raise exception 'events must be a JSON array of 1 to % events', c_max_batch
      using errcode = '22023', hint = 'Send {"events": [{"event_type": "page_view", "page_path": "/"}]}.';
  end if;
  v_n := pg_catalog.jsonb_array_length(events);
  if v_n = 0 then
    raise exception 'events is empty: send 1 to % events', c_max_batch using errcode = '22023';
  end if;
  if v_n > c_max_batch then
    raise exception 'Too many events in one request: % (at most %)', v_n, c_max_batch
      using errcode = '22023', hint = 'Send the rest in another request.';
  end if;

  -- Each event: the columns the client may set, with today's table checks, said field by field.
  for v_event in select e.value from pg_catalog.jsonb_array_elements(events) as e loop
    if pg_catalog.jsonb_typeof(v_event) <> 'object' then
      raise exception 'events[%] must be a JSON object', v_i using errcode = '22023';
    end if;
    select pg_catalog.string_agg(k, ', ' order by k) into v_unknown
      from pg_catalog.jsonb_object_keys(v_event) as k
     where k not in ('event_type', 'page_path', 'referrer', 'user_agent', 'metadata');
    if v_unknown is not null then
      raise exception 'events[%] has fields the server does not accept: %', v_i, pg_catalog.left(v_unknown, 200)
        using errcode = '22023',
              hint = 'Accepted: event_type, page_path, referrer, user_agent, metadata. created_at and user_id are set by the server.';
    end if;

    v_value := v_event -> 'event_type';
    if v_value is null or pg_catalog.jsonb_typeof(v_value) <> 'string'
       or (v_value #>> '{}') !~ '^[a-z][a-z0-9_]{0,63}$' then
      raise exception 'events[%].event_type must be a snake_case name of at most 64 characters, like page_view (got %)',
        v_i, pg_catalog.left(coalesce(v_value::text, 'nothing'), 80)
        using errcode = '22023';
    end if;

    foreach v_field in array array['page_path', 'referrer', 'user_agent'] loop
      v_value := v_event -> v_field;
      v_limit := case v_field when 'user_agent' then 1024 else 2048 end;
      if v_value is not null and pg_catalog.jsonb_typeof(v_value) <> 'null'
         and (pg_catalog.jsonb_typeof(v_value) <> 'string' or pg_catalog.char_length(v_value #>> '{}') > v_limit) then
        raise exception 'events[%].% must be a string of at most % characters, or null', v_i, v_field, v_limit
          using errcode = '22023';
      end if;
    end loop;

    v_value := v_event -> 'metadata';
    if v_value is not null and pg_catalog.jsonb_typeof(v_value) <> 'null'
       and (pg_catalog.jsonb_typeof(v_value) <> 'object' or pg_catalog.octet_length(v_value::text) > 4096) then
      raise exception 'events[%].metadata must be a JSON object of at most 4096 bytes, or null', v_i
        using errcode = '22023';
    end if;
    v_i := v_i + 1;
  end loop;

  -- The limits. The service role (server-side code with the secret key) is not limited.
  if v_role <> 'service_role' then
    -- PostgREST puts the request's headers here; on hosted Supabase (and on the local stack,
    -- which sets it from the address its gateway worked out) x-forwarded-for starts with the client.
    begin
      v_headers := coalesce(nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
    exception when others then
      v_headers := '{}'::jsonb;
    end;
    v_ip := pg_catalog.btrim(pg_catalog.split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', 1));
    if v_ip = '' then
      v_ip := 'unknown'; -- every request without an address shares one bucket
    end if;
    v_session := coalesce(v_claims ->> 'session_id', v_uid::text);
    v_ua := coalesce(v_headers ->> 'user-agent', '');
    if v_ip <> 'unknown' then
      v_visitor := private.analytics_visitor_hash(private.analytics_visitor_salt(), v_ip, v_ua);
    end if;
    -- The site's own origin, as the browser states it (Origin, else the Referer header's origin):
    -- a referrer from it is a move inside the site, not a source of visitors.
    v_own_origin := coalesce(private.analytics_origin_of(v_headers ->> 'origin'), private.analytics_origin_of(v_headers ->> 'referer'));

    select s.salt into v_salt from private.analytics_salt s;

    -- Buckets untouched for 10 minutes are full: forgetting them changes nothing.
    delete from private.analytics_rate_limits r
     where r.source in (select o.source from private.analytics_rate_limits o
                         where o.updated_at < pg_catalog.now() - interval '10 minutes'
                         limit 100 for update skip locked);

    insert into private.analytics_rate_limits as r (source, tokens, updated_at)
    values (pg_catalog.sha256(pg_catalog.convert_to(v_salt || '|' || v_day || '|ip|' || v_ip, 'UTF8')), c_ip_capacity - v_n, pg_catalog.now())
    on conflict (source) do update
       set tokens = least(c_ip_capacity, r.tokens + c_ip_per_second * extract(epoch from pg_catalog.now() - r.updated_at)::double precision) - v_n,
           updated_at = pg_catalog.now()
     where least(c_ip_capacity, r.tokens + c_ip_per_second * extract(epoch from pg_catalog.now() - r.updated_at)::double precision) >= v_n
    returning r.tokens into v_left;
    if v_left is null then
      raise exception 'Too many analytics events from this address: at most % a minute. These events were not recorded.', c_ip_capacity::int
        using errcode = 'PT429', hint = 'Do not retry these events; send new ones later.';
    end if;

    if v_session is not null then
      v_left := null;
      insert into private.analytics_rate_limits as r (source, tokens, updated_at)
      values (pg_catalog.sha256(pg_catalog.convert_to(v_salt || '|' || v_day || '|session|' || v_session, 'UTF8')), c_session_capacity - v_n, pg_catalog.now())
      on conflict (source) do update
         set tokens = least(c_session_capacity, r.tokens + c_session_per_second * extract(epoch from pg_catalog.now() - r.updated_at)::double precision) - v_n,
             updated_at = pg_catalog.now()
       where least(c_session_capacity, r.tokens + c_session_per_second * extract(epoch from pg_catalog.now() - r.updated_at)::double precision) >= v_n
      returning r.tokens into v_left;
      if v_left is null then
        -- Raising undoes this request's debit of the address bucket above.
        raise exception 'Too many analytics events from this session: at most % a minute. These events were not recorded.', c_session_capacity::int
          using errcode = 'PT429', hint = 'Do not retry these events; send new ones later.';
      end if;
    end if;
  end if;

  -- user_id is the caller's own (from the verified token), never what the client says; created_at
  -- is the server's clock (the column default).
  insert into public.analytics_events (event_type, page_path, referrer, user_agent, user_id, metadata, visitor_hash, referrer_origin)
  select e.value ->> 'event_type',
         e.value ->> 'page_path',
         nullif(e.value ->> 'referrer', ''),
         e.value ->> 'user_agent',
         v_uid,
         case when pg_catalog.jsonb_typeof(e.value -> 'metadata') = 'object' then e.value -> 'metadata' end,
         v_visitor,
         nullif(private.analytics_origin_of(e.value ->> 'referrer'), coalesce(v_own_origin, ''))
    from pg_catalog.jsonb_array_elements(events) with ordinality as e(value, n)
   order by e.n;
  return v_n;
end;
$$;

comment on function private.track_events(jsonb) is
  'Validates and records up to 20 analytics events with the server''s time, the caller''s user id, a daily-rotating visitor hash and the external referrer origin, within per-address and per-session limits (PT429 past them).';

-- Rollups of completed UTC days (readable by nobody but their owner, like those of 20250901091500).
create table private.analytics_traffic_days (
  day date primary key,
  visitors bigint not null,
  waitlist_visitors bigint not null,
  signups bigint not null
);
create table private.analytics_page_days (
  day date not null,
  page text not null,
  views bigint not null,
  visitors bigint not null,
  primary key (day, page)
);
create table private.analytics_referrer_days (
  day date not null,
  origin text not null,
  visitors bigint not null,
  primary key (day, origin)
);
create table private.analytics_traffic_state (
  id boolean primary key default true check (id),
  rolled_through date not null
);
insert into private.analytics_traffic_state (rolled_through) values ('-infinity');

comment on table private.analytics_traffic_days is
  'Per UTC day <= analytics_traffic_state.rolled_through: distinct visitor hashes, distinct visitor hashes with waitlist_join, user_signup events.';
comment on table private.analytics_page_days is 'Per UTC day and page (path of page_view events): views and distinct visitor hashes.';
comment on table private.analytics_referrer_days is 'Per UTC day and external referrer origin: distinct visitor hashes.';
comment on table private.analytics_traffic_state is 'The last UTC day rolled up into the three traffic rollups.';

alter table private.analytics_traffic_days enable row level security;
alter table private.analytics_page_days enable row level security;
alter table private.analytics_referrer_days enable row level security;
alter table private.analytics_traffic_state enable row level security;
revoke all on private.analytics_traffic_days, private.analytics_page_days, private.analytics_referrer_days,
  private.analytics_traffic_state from public, anon, authenticated, service_role;

-- The roll-up (exclusive) and the writers' triggers (shared); the per-day rebuilds take
-- (this key's class, day) exclusively.
create or replace function private.analytics_traffic_lock_key()
returns bigint
language sql
immutable
set search_path = ''
as $$
  select 7301452840913002::bigint
$$;

-- Adds the aggregates of analytics_events rows in [p_from, p_to) to the rollups (the caller has
-- made sure those days have no rollup rows yet).
create or replace function private.analytics_traffic_aggregate(p_from timestamptz, p_to timestamptz)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into private.analytics_traffic_days (day, visitors, waitlist_visitors, signups)
    select (e.created_at at time zone 'UTC')::date,
           pg_catalog.count(distinct e.visitor_hash),
           pg_catalog.count(distinct e.visitor_hash) filter (where e.event_type = 'waitlist_join'),
           pg_catalog.count(*) filter (where e.event_type = 'user_signup')
      from public.analytics_events e
     where e.created_at >= p_from and e.created_at < p_to
       and (e.visitor_hash is not null or e.event_type = 'user_signup')
     group by 1;

  -- A page is the path of a page_view without search string or fragment, at most 300 characters
  -- (written out here and in get_traffic_report: a function with its own search_path is not inlined).
  insert into private.analytics_page_days (day, page, views, visitors)
    select p.day, p.page, pg_catalog.count(*), pg_catalog.count(distinct p.visitor_hash)
      from (select (e.created_at at time zone 'UTC')::date as day, e.visitor_hash,
                   nullif(pg_catalog.left(pg_catalog.split_part(pg_catalog.split_part(e.page_path, '#', 1), '?', 1), 300), '') as page
              from public.analytics_events e
             where e.created_at >= p_from and e.created_at < p_to and e.event_type = 'page_view') p
     where p.page is not null
     group by 1, 2;

  insert into private.analytics_referrer_days (day, origin, visitors)
    select (e.created_at at time zone 'UTC')::date, e.referrer_origin, pg_catalog.count(distinct e.visitor_hash)
      from public.analytics_events e
     where e.created_at >= p_from and e.created_at < p_to
       and e.referrer_origin is not null and e.visitor_hash is not null
     group by 1, 2;
end;
$$;

-- Rebuilds the given rolled-up days from analytics_events, one day at a time, each under its own
-- lock (so two writers rebuilding one day run one after the other, the second seeing the first's rows).
create or replace function private.analytics_traffic_rebuild_days(p_days date[])
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
    perform private.analytics_traffic_aggregate(private.analytics_day_start(v_day), private.analytics_day_start(v_day + 1));
  end loop;
end;
$$;

-- Rolls every completed UTC day not rolled up yet into the traffic rollups; as
-- private.analytics_roll_up: nothing in a read-only transaction or when the lock is not free
-- within a second (those days are then read live: exact, only slower).
create or replace function private.analytics_traffic_roll_up()
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
  perform private.analytics_traffic_aggregate(private.analytics_day_start(v_from + 1), private.analytics_day_start(v_target + 1));
  update private.analytics_traffic_state set rolled_through = v_target;
  return case when v_from = '-infinity' then 1 else v_target - v_from end;
end;
$$;

comment on function private.analytics_traffic_roll_up() is
  'Rolls completed UTC days of analytics_events into the traffic rollups; called by get_traffic_report (and pg_cron on hosted, if scheduled).';

-- Writers: rows of rolled-up days rebuild those days in the writer's own transaction.
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
  select private.analytics_day_start(s.rolled_through + 1) into v_end from private.analytics_traffic_state s;
  if exists (select 1 from new_rows n where n.created_at < v_end) then
    perform private.analytics_traffic_rebuild_days(
      array(select distinct (n.created_at at time zone 'UTC')::date from new_rows n where n.created_at < v_end));
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
  select private.analytics_day_start(s.rolled_through + 1) into v_end from private.analytics_traffic_state s;
  if exists (select 1 from old_rows o where o.created_at < v_end) then
    perform private.analytics_traffic_rebuild_days(
      array(select distinct (o.created_at at time zone 'UTC')::date from old_rows o where o.created_at < v_end));
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
  select private.analytics_day_start(s.rolled_through + 1) into v_end from private.analytics_traffic_state s;
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
    perform private.analytics_traffic_rebuild_days(v_days);
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
  update private.analytics_traffic_state set rolled_through = '-infinity';
  return null;
end;
$$;

revoke execute on function private.analytics_traffic_lock_key(), private.analytics_traffic_aggregate(timestamptz, timestamptz),
  private.analytics_traffic_rebuild_days(date[]), private.analytics_traffic_on_insert(), private.analytics_traffic_on_delete(),
  private.analytics_traffic_on_update(), private.analytics_traffic_on_truncate()
  from public, anon, authenticated, service_role;
revoke execute on function private.analytics_traffic_roll_up() from public, anon, authenticated;
grant execute on function private.analytics_traffic_roll_up() to service_role;

create trigger analytics_events_traffic_insert
  after insert on public.analytics_events
  referencing new table as new_rows
  for each statement execute function private.analytics_traffic_on_insert();

create trigger analytics_events_traffic_delete
  after delete on public.analytics_events
  referencing old table as old_rows
  for each statement execute function private.analytics_traffic_on_delete();

create trigger analytics_events_traffic_update
  after update on public.analytics_events
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.analytics_traffic_on_update();

create trigger analytics_events_traffic_truncate
  after truncate on public.analytics_events
  for each statement execute function private.analytics_traffic_on_truncate();

-- The report: over the last days_back UTC days (today included), unique visitors (each day's
-- distinct visitor hashes, summed), the funnel (visitors; visitors who pressed a waitlist button;
-- user_signup events; accounts whose e-mail was confirmed in the range), the top_n pages by views
-- and the top_n referrer origins by visitors. Admins only.
create or replace function public.get_traffic_report(days_back int default 30, top_n int default 10)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_since date;
  v_w date;
  v_result jsonb;
begin
  if not public.is_admin() then
    raise exception 'permission denied: only admins can view analytics' using errcode = '42501';
  end if;
  perform private.analytics_check_days_back(days_back, false);
  if top_n is null or top_n < 1 or top_n > 100 then
    raise exception 'top_n must be between 1 and 100 (got %)', coalesce(top_n::text, 'null') using errcode = '22023';
  end if;
  perform private.analytics_traffic_roll_up();
  perform private.analytics_forget_old_salts();

  v_since := (pg_catalog.now() at time zone 'UTC')::date - (days_back - 1);
  -- As in get_analytics_summary: rollups for days <= v_w, analytics_events after it (normally
  -- only today, through analytics_events_created_at_idx; EXECUTE plans with the actual bound).
  select s.rolled_through into v_w from private.analytics_traffic_state s;
  execute $q$
    with live as materialized (
      select (e.created_at at time zone 'UTC')::date as day, e.event_type, e.visitor_hash,
             case when e.event_type = 'page_view' then nullif(pg_catalog.left(pg_catalog.split_part(pg_catalog.split_part(e.page_path, '#', 1), '?', 1), 300), '') end as page,
             e.referrer_origin
        from public.analytics_events e
       where e.created_at >= $3
    ), live_visitors as (
      -- One row per day and visitor (hash aggregates, not a sort per count(distinct ...)).
      select l.day, l.visitor_hash, pg_catalog.bool_or(l.event_type = 'waitlist_join') as waitlist
        from live l where l.visitor_hash is not null group by 1, 2
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
               where t.day >= $1 and t.day <= $2
              union all
              select pg_catalog.count(*), pg_catalog.count(*) filter (where v.waitlist), 0 from live_visitors v
              union all
              select 0, 0, pg_catalog.count(*) from live l where l.event_type = 'user_signup') x
    ), pages as (
      select x.page, pg_catalog.sum(x.views)::bigint as views, pg_catalog.sum(x.visitors)::bigint as visitors
        from (select p.page, p.views, p.visitors from private.analytics_page_days p
               where p.day >= $1 and p.day <= $2
              union all
              -- Per (day, page, hash) group: its views, and one visitor unless the hash is null.
              select lp.page, lp.n, (lp.visitor_hash is not null)::int from live_pages lp) x
       group by x.page
       order by 2 desc, 1
       limit $4
    ), referrers as (
      select x.origin, pg_catalog.sum(x.visitors)::bigint as visitors
        from (select r.origin, r.visitors from private.analytics_referrer_days r
               where r.day >= $1 and r.day <= $2
              union all
              select lr.referrer_origin, 1 from live_referrers lr) x
       group by x.origin
       order by 2 desc, 1
       limit $4
    )
    select pg_catalog.jsonb_build_object(
      'days_back', $5,
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
  using v_since, v_w, private.analytics_day_start(greatest(v_w + 1, v_since)), top_n, days_back;
  return v_result;
end;
$$;

comment on function public.get_traffic_report(int, int) is
  'Unique visitors (daily-rotating hashes, summed per day), the funnel visitors -> waitlist visitors -> sign-ups -> confirmed e-mails, top pages and top referrer origins over the last days_back UTC days. Admins only.';

-- Signed-in callers only (the body then refuses non-admins).
revoke execute on function public.get_traffic_report(int, int) from public, anon, service_role;
grant execute on function public.get_traffic_report(int, int) to authenticated;

-- Roll up what is already there (rows before this migration have no visitor hash or referrer
-- origin: they count only as page views and sign-ups).
select private.analytics_traffic_roll_up();
