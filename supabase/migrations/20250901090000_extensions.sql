-- Extensions live in their own schema, never in public (advisor lint 0014).
create schema if not exists extensions;

-- pg_trgm gives the searches their typo tolerance. Some PostgreSQL builds ship without it:
-- the migration still runs there, and the search functions fall back to prefix matching.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm with schema extensions;
  else
    raise notice 'pg_trgm is not available: searches use prefix matching instead of trigram similarity';
  end if;
end
$$;
