-- Analytics ingestion through one validated, rate-limited path (issue 14).
--
-- Before: anon and authenticated could insert into analytics_events directly, as many rows as
-- they liked, with any created_at. Now the API roles call public.track_events(events jsonb), which
-- checks each event, stamps the server's time, and limits each source (its address, and a
-- signed-in member's session) with a token bucket. Direct INSERT is revoked.
--
-- The SECURITY DEFINER part lives in the schema `private`, which PostgREST does not expose: the
-- public function is SECURITY INVOKER and only forwards to it (Supabase's advice for definer
-- functions; advisor lint 0028). The buckets are in `private` too, out of the API's reach.

create schema if not exists private;
comment on schema private is 'Not exposed through the API: internals of the RPCs in public.';
revoke all on schema private from public;
-- Usage lets the API roles call the functions granted to them below; tables here grant nothing.
grant usage on schema private to anon, authenticated, service_role;

-- One row: the secret mixed into every source hash, so a stored hash cannot be turned back into
-- an address by trying all of them. The day is mixed in too: a source's hash changes every UTC day.
create table private.analytics_salt (
  id boolean primary key default true check (id),
  salt text not null default (pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text)
);
insert into private.analytics_salt default values;

-- A token bucket per source: `tokens` events may be sent now; it refills continuously up to the
-- capacity. Rows not touched for 10 minutes are full anyway and are pruned.
create table private.analytics_rate_limits (
  source bytea primary key,
  tokens double precision not null,
  updated_at timestamptz not null default pg_catalog.now()
);
create index analytics_rate_limits_updated_at_idx on private.analytics_rate_limits (updated_at);

alter table private.analytics_salt enable row level security;
alter table private.analytics_rate_limits enable row level security;
revoke all on private.analytics_salt, private.analytics_rate_limits from public, anon, authenticated, service_role;

comment on table private.analytics_rate_limits is
  'Token buckets of track_events, keyed by a salted, daily-rotating hash of the source (never the address itself).';

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
  insert into public.analytics_events (event_type, page_path, referrer, user_agent, user_id, metadata)
  select e.value ->> 'event_type',
         e.value ->> 'page_path',
         nullif(e.value ->> 'referrer', ''),
         e.value ->> 'user_agent',
         v_uid,
         case when pg_catalog.jsonb_typeof(e.value -> 'metadata') = 'object' then e.value -> 'metadata' end
    from pg_catalog.jsonb_array_elements(events) with ordinality as e(value, n)
   order by e.n;
  return v_n;
end;
$$;

comment on function private.track_events(jsonb) is
  'Validates and records up to 20 analytics events with the server''s time and the caller''s user id, within per-address and per-session limits (PT429 past them).';

revoke execute on function private.track_events(jsonb) from public;
grant execute on function private.track_events(jsonb) to anon, authenticated, service_role;

create or replace function public.track_events(events jsonb)
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.track_events(events);
$$;

comment on function public.track_events(jsonb) is
  'Records analytics events: {"events": [{event_type, page_path, referrer, user_agent, metadata}, ...]}, 1 to 20 per call. 400 on bad input, 429 over the limits. Returns how many were recorded.';

revoke execute on function public.track_events(jsonb) from public;
grant execute on function public.track_events(jsonb) to anon, authenticated, service_role;

-- The one path in: the API roles no longer insert rows themselves. (The insert policies stay, a
-- second line should a grant ever come back.)
revoke insert on public.analytics_events from anon, authenticated;

comment on table public.analytics_events is 'Product analytics events. Written only through track_events; read through admin RPCs.';
