-- The talent changes their profile's résumé (talent_profiles.resume, 20261130110000) as they
-- change the rest of it: the guard of client writes lists it among the columns an update may
-- change. Body as in 20261123000600_talent_profiles but for 'resume'.

create or replace function private.guard_talent_profile_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    if tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then
      new.updated_at := now();
    end if;
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := now();
    new._deleted := false;
    return new;
  end if;
  perform private.reject_other_column_changes(
    to_jsonb(old), to_jsonb(new),
    array['headline', 'location', 'experience_years', 'skills', 'work_experience', 'education', 'expected_rate',
          'expected_rate_currency', 'expected_rate_period', 'employment_type', 'phone', 'links',
          'open_to_recruiters', 'show_email', 'show_phone', 'resume', 'updated_at', '_deleted'],
    'A talent profile''s account and creation time');
  new.updated_at := now();
  return new;
end;
$$;
