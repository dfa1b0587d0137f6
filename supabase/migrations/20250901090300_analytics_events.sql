-- Page views, sign-ups, waitlist clicks. Anyone may record an event; nobody reads raw rows
-- through the API (admins use get_analytics_summary / get_events_per_day).
create table public.analytics_events (
  id bigint generated always as identity primary key,
  event_type text not null check (event_type ~ '^[a-z][a-z0-9_]{0,63}$'),
  page_path text check (char_length(page_path) <= 2048),
  referrer text check (char_length(referrer) <= 2048),
  user_agent text check (char_length(user_agent) <= 1024),
  user_id uuid references auth.users (id) on delete set null,
  metadata jsonb check (
    metadata is null
    or (jsonb_typeof(metadata) = 'object' and octet_length(metadata::text) <= 4096)
  ),
  created_at timestamptz not null default now()
);

comment on table public.analytics_events is 'Product analytics events. Insert-only through the API; read through admin RPCs.';
comment on column public.analytics_events.event_type is 'snake_case name, e.g. page_view, user_signup, waitlist_join.';
comment on column public.analytics_events.page_path is 'Path and search string of the page, free text redacted by the client.';
comment on column public.analytics_events.user_id is 'The signed-in member, or null for a visitor.';
comment on column public.analytics_events.metadata is 'Small JSON object of event details (at most 4 KB).';

create index analytics_events_created_at_idx on public.analytics_events (created_at);
create index analytics_events_user_id_idx on public.analytics_events (user_id);

alter table public.analytics_events enable row level security;

create policy "Visitors can record anonymous events"
  on public.analytics_events for insert
  to anon
  with check (user_id is null);

create policy "Members can record their own events"
  on public.analytics_events for insert
  to authenticated
  with check (user_id is null or user_id = (select auth.uid()));

revoke truncate, references, trigger on public.analytics_events from anon, authenticated;
-- Explicit grants: newer Supabase projects no longer expose new tables to the API roles by default.
grant insert on public.analytics_events to anon, authenticated;
grant all on public.analytics_events to service_role;
