-- A typing indicator's DELETE told every subscriber of the table who had typed where: Realtime
-- sends a DELETE's old primary key to every subscriber, with no row-level security to apply
-- (the row is gone), and the key was (conversation_id, user_id). Now:
--   * the key is an opaque id (one per person and conversation; (conversation_id, user_id) stays
--     unique, so the client upserts on it), so a DELETE carries nothing a stranger can read;
--   * clients no longer delete: a participant stops typing by setting expires_at to the past,
--     an UPDATE that Realtime gives only to those who may read the row. Only cascades (a
--     conversation or an account removed by the server) still delete, and they say nothing.
-- Typing stays a table rather than a broadcast: a private Realtime channel is authorised by
-- policies on realtime.messages, which our migrations may not create (Supabase owns that
-- schema), and a public channel would let anyone who knows a conversation id listen and speak.

alter table public.conversation_typing_indicators
  drop constraint conversation_typing_indicators_pkey,
  add column id uuid not null default gen_random_uuid(),
  add constraint conversation_typing_indicators_pkey primary key (id),
  add constraint conversation_typing_indicators_person_key unique (conversation_id, user_id);

comment on column public.conversation_typing_indicators.id is
  'An opaque key: the only thing a DELETE event carries, so it names neither the conversation nor the person.';

drop policy "Participants can clear their own typing indicator" on public.conversation_typing_indicators;
revoke delete on table public.conversation_typing_indicators from anon, authenticated;

comment on table public.conversation_typing_indicators is
  'Who is typing in a conversation, until expires_at (10 s after the last keystroke; set in the past when they stop). Keyed by an opaque id; clients upsert on (conversation_id, user_id) and never delete. Never mirrored.';

select private.restrict_table_grants();
