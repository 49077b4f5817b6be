-- Account calls of Settings and profiles:
--   create_company: any signed-in person creates a company and becomes its company_owner;
--   get_public_profile: what /user/{id} shows, the e-mail and phone only when the person chose;
--   delete_my_account: the person deletes their account, confirmed by typing their e-mail.
--     What it removes and what it keeps is written in supabase/README.md ('Deleting an account').

create or replace function public.create_company(name text, identifier text, logo_url text default null)
returns public.companies
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  made public.companies;
begin
  if char_length(btrim(coalesce(name, ''))) not between 1 and 120 then
    raise exception 'A company name has 1 to 120 characters' using errcode = '22023';
  end if;
  if coalesce(identifier, '') !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(identifier) not between 2 and 63 then
    raise exception 'An identifier has 2 to 63 lower-case letters, digits and single hyphens' using errcode = '22023';
  end if;
  if logo_url is not null and btrim(logo_url) <> '' and logo_url !~ '^(https?://|/)' then
    raise exception 'A logo is a web address starting with https://' using errcode = '22023';
  end if;
  begin
    insert into public.companies (name, identifier, logo_url, created_by)
    values (btrim(create_company.name), create_company.identifier, nullif(btrim(create_company.logo_url), ''), caller)
    returning * into made;
  exception when unique_violation then
    raise exception 'This identifier is already taken' using errcode = '23505';
  end;
  return made;
end;
$$;

comment on function public.create_company(text, text, text) is
  'Creates a company; the caller becomes its company_owner (membership and role follow by trigger).';

create or replace function public.get_public_profile(target uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when auth.uid() is null then null else (
    select jsonb_build_object(
      'user_id', p.user_id, 'display_name', p.display_name, 'first_name', p.first_name, 'last_name', p.last_name,
      'avatar_url', p.avatar_url, 'headline', t.headline, 'location', t.location, 'skills', coalesce(to_jsonb(t.skills), '[]'),
      'experience_years', t.experience_years, 'work_experience', coalesce(t.work_experience, '[]'),
      'education', coalesce(t.education, '[]'), 'links', coalesce(t.links, '[]'),
      'open_to_recruiters', coalesce(t.open_to_recruiters, false),
      'email', case when t.show_email then p.email end, 'phone', case when t.show_phone then t.phone end,
      'member_since', p.created_at)
      from public.user_profiles p
      left join public.talent_profiles t on t.user_id = p.user_id and not t._deleted
     where p.user_id = target and p.status = 'active' and not p._deleted) end
$$;

comment on function public.get_public_profile(uuid) is
  'The public profile of /user/{id} for signed-in callers: names, avatar, talent profile; e-mail and phone only when shown by choice. null when there is no such person.';

create or replace function public.delete_my_account(confirm_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  own_email text := (select u.email from auth.users u where u.id = caller);
  blocking text;
begin
  if own_email is null or lower(btrim(coalesce(confirm_email, ''))) <> lower(own_email) then
    raise exception 'Type your e-mail address to confirm' using errcode = '22023';
  end if;
  select string_agg(c.name, ', ') into blocking
    from public.company_team_members m join public.companies c on c.id = m.company_id
   where m.user_id = caller and not m._deleted and m.member_role = 'company_owner'
     and not exists (select 1 from public.company_team_members o where o.company_id = m.company_id
                      and o.user_id <> caller and not o._deleted and o.member_role = 'company_owner')
     and exists (select 1 from public.company_team_members o where o.company_id = m.company_id
                  and o.user_id <> caller and not o._deleted);
  if blocking is not null then
    raise exception 'You are the only owner of %. Make someone else an owner first, or remove the other members.', blocking
      using errcode = '42501';
  end if;

  -- Companies the person owns alone go with them; everything else they wrote is anonymised or
  -- soft-deleted, so every device that mirrors it learns of the change.
  update public.companies c set _deleted = true
   where c.id in (select m.company_id from public.company_team_members m
                   where m.user_id = caller and not m._deleted and m.member_role = 'company_owner');
  update public.company_team_members set _deleted = true where user_id = caller and not _deleted;
  update public.user_roles set _deleted = true where user_id = caller and not _deleted;
  update public.job_applications set _deleted = true where user_id = caller and not _deleted;
  update public.saved_jobs set _deleted = true where user_id = caller and not _deleted;
  update public.job_alerts set _deleted = true where user_id = caller and not _deleted;
  update public.notifications set _deleted = true where user_id = caller and not _deleted;
  update public.talent_profiles
     set _deleted = true, headline = null, location = null, skills = '{}', work_experience = '[]', education = '[]',
         links = '[]', phone = null, expected_rate = null, open_to_recruiters = false, show_email = false, show_phone = false
   where user_id = caller;
  update public.conversation_participants set is_active = false where user_id = caller and is_active;
  update public.user_profiles
     set display_name = 'Deleted user', first_name = null, last_name = null, avatar_url = null, email = null
   where user_id = caller;
  -- As GoTrue's soft delete: the account keeps its id (messages keep a sender) but has no
  -- e-mail, password, identity or session left to sign in with.
  delete from auth.sessions where user_id = caller;
  delete from auth.identities where user_id = caller;
  update auth.users set email = null, phone = null, encrypted_password = '', deleted_at = now(), updated_at = now()
   where id = caller;
end;
$$;

comment on function public.delete_my_account(text) is
  'Deletes the caller''s account after they typed their e-mail: refuses while they are the only owner of a company with other members; see supabase/README.md.';

revoke all on function public.create_company(text, text, text), public.get_public_profile(uuid),
  public.delete_my_account(text) from public, anon;
grant execute on function public.create_company(text, text, text), public.get_public_profile(uuid),
  public.delete_my_account(text) to authenticated;
