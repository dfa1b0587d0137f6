-- Exactly once: an id per event, made by the client (issue 14, docs/analytics.md).
--
-- A quick visit could store its page view twice: the page's early send (made while the page
-- unloads, with keepalive) and the app's own send of the same page view. Each event now carries an
-- id the client makes once (a UUID) and sends with every copy and retry of it; track_events skips
-- an event whose id is already stored (ON CONFLICT DO NOTHING) and answers how many were new.
--
-- The column is nullable: rows stored before this migration, and clients that send no id, have
-- none (and are never merged). The unique index is partial, so those rows cost it nothing and
-- adding it to a table of 10 million old rows writes an empty index. The tracker makes UUIDv7 ids
-- (time first), so new entries land at the right edge of the index, as created_at's do.
--
-- The rollups need no change: they are computed from analytics_events, and the insert triggers'
-- transition tables (new_rows) hold only the rows inserted, never the skipped repeats.

alter table public.analytics_events add column event_id uuid;
comment on column public.analytics_events.event_id is
  'The client''s id of the event (a UUID made once per event); a repeat of a stored id is ignored by track_events. Null for rows from before 20250901092100 and clients that send none.';
create unique index analytics_events_event_id_key on public.analytics_events (event_id) where event_id is not null;

-- track_events as in 20250901091700_traffic_report.sql, plus event_id (validated, stored, a repeat
-- skipped) and the count of new events as its answer.
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
  -- Event ids (this migration): how many of the request's events were new.
  v_new int;
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
     where k not in ('event_id', 'event_type', 'page_path', 'referrer', 'user_agent', 'metadata');
    if v_unknown is not null then
      raise exception 'events[%] has fields the server does not accept: %', v_i, pg_catalog.left(v_unknown, 200)
        using errcode = '22023',
              hint = 'Accepted: event_id, event_type, page_path, referrer, user_agent, metadata. created_at and user_id are set by the server.';
    end if;

    -- The client's id of the event: made once per event and sent with every copy of it, so a
    -- repeat (a retry, or the page's early send and the app's) is stored once. Optional: clients
    -- from before this migration send none.
    v_value := v_event -> 'event_id';
    if v_value is not null and pg_catalog.jsonb_typeof(v_value) <> 'null'
       and (pg_catalog.jsonb_typeof(v_value) <> 'string'
            or (v_value #>> '{}') !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$') then
      raise exception 'events[%].event_id must be a UUID (8-4-4-4-12 hexadecimal digits, like 0192f0c4-3b7a-7d2e-9c1f-5a6b7c8d9e0f) made once per event, or null (got %)',
        v_i, pg_catalog.left(v_value::text, 80)
        using errcode = '22023', hint = 'Make one id per event (crypto.randomUUID()) and send it with every retry of that event.';
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
  -- is the server's clock (the column default). An event whose id is already stored (by anyone:
  -- the first copy wins) is skipped; the statement triggers' transition tables hold only the rows
  -- actually inserted, so the rollups count each id once.
  insert into public.analytics_events (event_id, event_type, page_path, referrer, user_agent, user_id, metadata, visitor_hash, referrer_origin)
  select (e.value ->> 'event_id')::uuid,
         e.value ->> 'event_type',
         e.value ->> 'page_path',
         nullif(e.value ->> 'referrer', ''),
         e.value ->> 'user_agent',
         v_uid,
         case when pg_catalog.jsonb_typeof(e.value -> 'metadata') = 'object' then e.value -> 'metadata' end,
         v_visitor,
         nullif(private.analytics_origin_of(e.value ->> 'referrer'), coalesce(v_own_origin, ''))
    from pg_catalog.jsonb_array_elements(events) with ordinality as e(value, n)
   order by e.n
  on conflict do nothing;
  get diagnostics v_new = row_count;
  return v_new;
end;
$$;

comment on function private.track_events(jsonb) is
  'Validates and records up to 20 analytics events with the server''s time, the caller''s user id, a daily-rotating visitor hash and the external referrer origin, within per-address and per-session limits (PT429 past them). An event whose event_id is already stored is skipped; returns how many were new.';

comment on function public.track_events(jsonb) is
  'Records analytics events: {"events": [{event_id, event_type, page_path, referrer, user_agent, metadata}, ...]}, 1 to 20 per call; an event_id already stored is skipped. 400 on bad input, 429 over the limits. Returns how many were new.';
