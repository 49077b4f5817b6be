-- The internal portal's changes need a second factor: staff acting with admin rank or above
-- (every caller of private.require_internal_rank(2 or more), the portal's write RPCs) must hold a
-- token of assurance level aal2, i.e. a session that verified a TOTP code, as hosted Supabase
-- recommends for sensitive operations (auth.jwt() ->> 'aal', docs "Enforce MFA" on
-- supabase.com/docs/guides/auth/auth-mfa). A stolen staff password alone reads the portal but
-- changes nothing in it. Reads (rank 1) and the service role are unchanged. The body is
-- 20261125000200_internal_user_admin.sql's with the aal check after the rank check, so a caller
-- without the rank still hears about the rank.

create or replace function private.require_internal_rank(needed int, doing text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if private.is_service_request() then
    return;
  end if;
  if private.internal_rank(auth.uid()) < needed then
    raise exception '%', doing using errcode = '42501';
  end if;
  if needed >= 2 and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception 'Set up two-factor authentication in Settings to make changes here'
      using errcode = '42501', hint = 'Sign in with your authenticator code (assurance level aal2).';
  end if;
end;
$$;

comment on function private.require_internal_rank(int, text) is
  'Raises 42501 with `doing` unless the caller has this portal rank (owner 4, super admin 3, admin 2, member 1); for rank 2 and up also unless the caller''s token is aal2 (a verified second factor). The service role passes.';
