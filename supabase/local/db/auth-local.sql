-- The local Auth service's own bookkeeping, beside the auth tables of platform.sql:
-- the authentication methods of each session (GoTrue's mfa_amr_claims, so refreshed tokens
-- keep their amr), failed sign-in tracking for the lockout of product-spec §5, one-time
-- tokens behind e-mail links, and the outbox of the local mailer. Idempotent: runs on every start.

create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, authentication_method)
);
comment on table auth.mfa_amr_claims is 'How each session was authenticated (amr claim of its access tokens), as GoTrue keeps it.';

create table if not exists auth.local_login_attempts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  failed_count integer not null default 0,
  last_failed_at timestamptz,
  locked_until timestamptz
);
-- Counted per account and client (the connection's address), so that failures from one place
-- lock that place out of the account, never the account's owner elsewhere.
alter table auth.local_login_attempts add column if not exists client text not null default '';
alter table auth.local_login_attempts drop constraint if exists local_login_attempts_pkey;
alter table auth.local_login_attempts add constraint local_login_attempts_pkey primary key (user_id, client);
comment on table auth.local_login_attempts is 'Local stack only: consecutive failed password sign-ins per account and client, and the lock they caused.';

create table if not exists auth.local_client_failures (
  client text primary key,
  failed_count integer not null default 0,
  window_started_at timestamptz not null default now(),
  blocked_until timestamptz
);
comment on table auth.local_client_failures is 'Local stack only: failed password sign-ins per client across every account (and unknown e-mails), and the block they caused.';

create table if not exists auth.local_one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists local_one_time_tokens_user_idx on auth.local_one_time_tokens (user_id, token_type);
-- The link's token is random (not derived from the e-mail and the code, as GoTrue's is), so it
-- cannot be found by trying the million codes; the code is matched by otp_hash and the address
-- it was sent to, and burned after too many wrong guesses (failed_attempts).
alter table auth.local_one_time_tokens add column if not exists otp_hash text;
alter table auth.local_one_time_tokens add column if not exists sent_to text;
alter table auth.local_one_time_tokens add column if not exists failed_attempts integer not null default 0;
create index if not exists local_one_time_tokens_sent_to_idx on auth.local_one_time_tokens (lower(sent_to), token_type);
comment on table auth.local_one_time_tokens is 'Local stack only: e-mail link and OTP tokens (token_hash = hex SHA-224 of email + otp), single use.';

create table if not exists auth.local_otp_failures (
  subject text primary key,
  failed_count integer not null default 0,
  window_started_at timestamptz not null default now()
);
comment on table auth.local_otp_failures is 'Local stack only: one-time code guesses per address (email:<address>) within the window, for the 429 of /verify.';

create table if not exists auth.local_mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  link text,
  created_at timestamptz not null default clock_timestamp()
);
create index if not exists local_mail_outbox_to_idx on auth.local_mail_outbox (lower(to_address), id desc);
comment on table auth.local_mail_outbox is 'Local stack only: every e-mail the local Auth service would have sent.';

create table if not exists auth.local_mail_send_times (
  subject text primary key,
  sent_at timestamptz not null
);
comment on table auth.local_mail_send_times is 'Local stack only: when a mail of a kind (resend, otp, reauthentication) last went to an address, for GoTrue''s per-address send interval (SMTP max frequency).';

-- Second factors as GoTrue keeps them (its migrations 20221003041349_add_mfa_schema through
-- 20240802193726_add_mfa_factors_column_last_challenged_at), so seeds written for hosted
-- Supabase load unchanged. Only TOTP is offered here. The secret is stored as GoTrue stores it
-- without database encryption; a challenge is bound to the client that asked for it; a session
-- raised to aal2 names the factor that raised it (sessions.factor_id), so removing the factor
-- brings those sessions back to aal1.
do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end $$;
do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end $$;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text default null,
  last_challenged_at timestamptz unique default null
);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';

alter table auth.sessions add column if not exists factor_id uuid;
