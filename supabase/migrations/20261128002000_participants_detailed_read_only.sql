-- conversation_participants_detailed is read-only for clients: the chat list reads it, nobody
-- writes through it. Supabase's default privileges had given anon and authenticated every
-- privilege on it (private.restrict_table_grants() covers tables, not views), so a write reached
-- PostgreSQL's rewriter and failed there. Signed-in people keep SELECT (the view runs with their
-- rights, so the participant policies decide which rows); anon gets nothing. A write is now
-- refused as a permission error (42501), as for tables.

revoke all on table public.conversation_participants_detailed from anon, authenticated;
grant select on table public.conversation_participants_detailed to authenticated;
