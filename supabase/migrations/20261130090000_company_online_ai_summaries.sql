-- A company chooses whether its hiring team may send a candidate's summary facts (profile,
-- application and match reasons) to the Online AI an Evee deployment configures. Off by default:
-- nothing about a candidate leaves Evee until an owner or admin turns it on. Only owners and
-- admins update a company (policy "Company owners and admins can update their company"), so the
-- guard below only has to let the new column through.
alter table public.companies
  add column online_ai_summaries boolean not null default false;

comment on column public.companies.online_ai_summaries is
  'Whether the hiring team may ask the configured Online AI for a candidate summary (off by default).';

create or replace function private.guard_company_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := now();
    new._deleted := false;
    new.online_ai_summaries := false;
    return new;
  end if;
  perform private.reject_other_column_changes(
    to_jsonb(old), to_jsonb(new),
    array['name', 'identifier', 'logo_url', 'description', 'website', 'location', 'size', 'industry',
          'online_ai_summaries', 'updated_at', '_deleted'],
    'A company''s id, creator and creation time');
  if new._deleted and not old._deleted and not public.has_company_role(old.id, array['company_owner']::public.company_member_role[]) then
    raise exception 'Only a company owner can delete the company' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;
