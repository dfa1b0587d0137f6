-- The chat guide's history: a member sees and manages only their own messages.
create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  conversation_id uuid not null,
  role text not null check (role in ('user', 'agent')),
  content text not null check (
    char_length(btrim(content, E' \t\r\n')) >= 1 and char_length(content) <= 8000
  ),
  created_at timestamptz not null default clock_timestamp()
);

comment on table public.chat_messages is 'Messages between a member and the chat guide, per conversation.';
comment on column public.chat_messages.conversation_id is 'Random UUID the chat widget makes on each page load.';
comment on column public.chat_messages.role is 'Who wrote it: user or agent.';
comment on column public.chat_messages.created_at is 'clock_timestamp, so messages saved in one transaction keep their order.';

create index chat_messages_user_conversation_created_idx
  on public.chat_messages (user_id, conversation_id, created_at);

alter table public.chat_messages enable row level security;

create policy "Members can read their own messages"
  on public.chat_messages for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members can save their own messages"
  on public.chat_messages for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members can delete their own messages"
  on public.chat_messages for delete
  to authenticated
  using ((select auth.uid()) = user_id);

revoke truncate, references, trigger on public.chat_messages from anon, authenticated;
-- Explicit grants: newer Supabase projects no longer expose new tables to the API roles by default.
grant select, insert, delete on public.chat_messages to authenticated;
grant all on public.chat_messages to service_role;
