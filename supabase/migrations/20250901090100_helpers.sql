-- Small helpers used by the tables that follow.

-- array_to_string is only STABLE (it may call arbitrary output functions); for text[] it is
-- deterministic, and generated columns and indexes need an IMMUTABLE function.
create or replace function public.text_array_to_search_text(items text[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(pg_catalog.array_to_string(items, ' '), '');
$$;

comment on function public.text_array_to_search_text(text[]) is
  'Joins tags/keywords into one text for the search vector and the trigram index. Internal helper.';

revoke execute on function public.text_array_to_search_text(text[]) from public, anon;
grant execute on function public.text_array_to_search_text(text[]) to authenticated, service_role;

-- Keeps updated_at honest on every update, whoever writes the row.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

comment on function public.set_updated_at() is 'Trigger: stamps updated_at on update. Internal helper.';

revoke execute on function public.set_updated_at() from public, anon, authenticated;
