// What a Supabase database has before any project migration runs: the API roles, the `auth`
// schema GoTrue owns (the subset the local stack uses), Supabase's auth helper functions and
// its grants. Every statement is idempotent and leaves existing objects alone, so it is safe
// against a database that already is a Supabase database (hosted, or `supabase start`).

export const BOOTSTRAP_SQL = /* sql */ `
do $bootstrap$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST logs in as authenticator and switches to the request's role.
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
    grant anon, authenticated, service_role to authenticator;
  end if;
end
$bootstrap$;

create schema if not exists extensions;
create schema if not exists auth;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text default 'authenticated',
  role text default 'authenticated',
  email text unique check (email = lower(email)),
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{"provider":"email","providers":["email"]}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_anonymous boolean not null default false,
  banned_until timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
comment on table auth.users is 'Local stand-in for GoTrue''s users table (the columns the local stack uses).';

-- Columns added for recovery, magic links, e-mail change, invites and reauthentication (GoTrue's
-- names and types). A database created before they were used gets them here; one that already
-- has them (hosted, \`supabase start\`) is left alone, without needing to own auth.users.
do $columns$
declare
  wanted text[][] := array[
    ['recovery_token', 'text'], ['recovery_sent_at', 'timestamptz'],
    ['email_change', 'text'], ['email_change_token_new', 'text'], ['email_change_token_current', 'text'],
    ['email_change_sent_at', 'timestamptz'], ['email_change_confirm_status', 'smallint default 0'],
    ['reauthentication_token', 'text'], ['reauthentication_sent_at', 'timestamptz'],
    ['invited_at', 'timestamptz']
  ];
  i int;
begin
  for i in 1 .. array_length(wanted, 1) loop
    if not exists (
      select 1 from information_schema.columns
       where table_schema = 'auth' and table_name = 'users' and column_name = wanted[i][1]
    ) then
      execute format('alter table auth.users add column %I %s', wanted[i][1], wanted[i][2]);
    end if;
  end loop;
end
$columns$;

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  not_after timestamptz,
  aal text default 'aal1'
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text unique not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  provider_id text,
  provider text,
  identity_data jsonb,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

-- Supabase's helpers, as GoTrue's migrations define them: they read the claims PostgREST sets.
do $functions$
begin
  if to_regprocedure('auth.uid()') is null then
    create function auth.uid() returns uuid language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim.sub', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
      )::uuid
    $f$;
  end if;
  if to_regprocedure('auth.role()') is null then
    create function auth.role() returns text language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim.role', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
      )::text
    $f$;
  end if;
  if to_regprocedure('auth.email()') is null then
    create function auth.email() returns text language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim.email', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
      )::text
    $f$;
  end if;
  if to_regprocedure('auth.jwt()') is null then
    create function auth.jwt() returns jsonb language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
      )::jsonb
    $f$;
  end if;
end
$functions$;

-- Grants as on a new Supabase project: the API roles may use public, and whatever the owner
-- creates there is granted to them. The default privileges are set once, on a database no
-- migration has touched yet: a migration may take them back
-- (20250901091800_least_privilege_grants.sql), and a restart must not hand them out again.
grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
do $defaults$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  end if;
end
$defaults$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;
`;

/** Idempotent bookkeeping tables, shaped like the Supabase CLI's own. */
export const MIGRATION_TABLES_SQL = /* sql */ `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text,
  applied_at timestamptz default now()
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null,
  applied_at timestamptz default now()
);
`;
