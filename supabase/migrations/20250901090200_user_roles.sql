-- Who is an admin. Rows are written with the service role or a database URL (pnpm admin:grant),
-- never through the API.
create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin')),
  granted_at timestamptz not null default now(),
  primary key (user_id, role)
);

comment on table public.user_roles is 'Extra roles of a member (only ''admin'' so far). Read-only through the API.';
comment on column public.user_roles.role is 'The granted role; admin unlocks the analytics RPCs.';

alter table public.user_roles enable row level security;

create policy "Members can read their own roles"
  on public.user_roles for select
  to authenticated
  using ((select auth.uid()) = user_id);

revoke truncate, references, trigger on public.user_roles from anon, authenticated;
-- Explicit grants: newer Supabase projects no longer expose new tables to the API roles by default.
grant select on public.user_roles to authenticated;
grant all on public.user_roles to service_role;

-- Used by policies and RPCs. SECURITY DEFINER so it can read user_roles whatever the caller's RLS.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles ur
    where ur.user_id = (select auth.uid())
      and ur.role = 'admin'
  );
$$;

comment on function public.is_admin() is 'True when the calling member holds the admin role.';

revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;
