-- A member leaves without a trace: their chat history, or their whole account.
create or replace function public.delete_my_data(scope text default 'account')
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in to delete your data' using errcode = '42501';
  end if;
  if scope is null or scope not in ('chat', 'account') then
    raise exception 'scope must be ''chat'' or ''account'' (got %)', coalesce(quote_literal(left(scope, 40)), 'null')
      using errcode = '22023';
  end if;

  delete from public.chat_messages m where m.user_id = v_uid;

  if scope = 'account' then
    select u.email into v_email from auth.users u where u.id = v_uid;

    -- Events stay for the totals, but nothing in them points to the person any more.
    update public.analytics_events e
       set user_id = null, metadata = null
     where e.user_id = v_uid
        or (v_email is not null and pg_catalog.lower(e.metadata ->> 'email') = pg_catalog.lower(v_email));

    delete from public.user_roles r where r.user_id = v_uid;
    -- Sessions, refresh tokens and identities go with the user (on delete cascade).
    delete from auth.users u where u.id = v_uid;
  end if;
end;
$$;

comment on function public.delete_my_data(text) is
  'Deletes the caller''s chat messages (scope chat) or their whole account and personal data (scope account).';

revoke execute on function public.delete_my_data(text) from public, anon;
grant execute on function public.delete_my_data(text) to authenticated;
