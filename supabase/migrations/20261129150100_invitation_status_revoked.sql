-- A company may withdraw an invitation nobody has answered yet: a fourth status, 'revoked'.
-- Added on its own, since a new enum value cannot be used in the transaction that adds it.

alter type public.invitation_status add value if not exists 'revoked';
