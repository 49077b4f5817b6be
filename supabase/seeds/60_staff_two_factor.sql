-- The portal's staff of admin rank and above change things only with a second factor
-- (migration 20261129130000), so each demo account among them has an authenticator app
-- enrolled already, with one known secret (the README's demo accounts):
--   internal@evee.dev, sofia.marchetti@evee.dev, all@evee.dev, kenji.watanabe@evee.dev
--   TOTP secret EVEEDEMOSTAFFTOTPSECRETKEY234567 (base32; SHA-1, 6 digits, 30 s)
-- Add it to any authenticator app (or compute a code with tests/fixtures/mfa.ts); signing in
-- then asks for its 6-digit code after the password. amara.nwosu@ (member, reads only) has none.
-- The row is GoTrue's auth.mfa_factors as it stores a secret without database encryption, so
-- it loads into a hosted demo project too.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
select ('d7000000-0000-4000-8000-' || right(u.id::text, 12))::uuid, u.id, 'Authenticator app', 'totp', 'verified',
       now() - interval '30 days', now() - interval '30 days', 'EVEEDEMOSTAFFTOTPSECRETKEY234567'
  from auth.users u
 where u.id in ('d0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000031',
                'd0000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000032');
