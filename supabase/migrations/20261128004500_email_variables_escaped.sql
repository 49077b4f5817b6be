-- E-mail bodies are safe to send as HTML: a template's own text is Evee's (staff write it), and
-- every variable is HTML-escaped (& < > " ') when it is rendered into an e-mail's body, so a
-- name like '<a href=…>' reaches the reader as the characters typed. Subjects are plain text
-- and in-app notifications are shown as text, so neither is escaped.

create or replace function private.html_escape(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(value, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
$$;

comment on function private.html_escape(text) is 'The text with & < > " and '' written as HTML entities.';

-- The variables with every value as escaped text; a null stays null, so a missing variable
-- still fails the row.
create or replace function private.html_escape_variables(variables jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(e.key, case when jsonb_typeof(e.value) = 'null' then e.value
                                               else to_jsonb(private.html_escape(e.value #>> '{}')) end),
                  '{}'::jsonb)
    from jsonb_each(coalesce(variables, '{}'::jsonb)) as e(key, value)
$$;

create or replace function private.deliver_queued_notification(queue_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  item public.notification_queue;
  template public.notification_templates;
  subject text;
  body text;
  to_address text;
  delivered uuid;
begin
  select * into item from public.notification_queue q where q.id = queue_id for update;
  begin
    select * into template from public.notification_templates t where t.id = item.template_id;
    if template.id is null then
      raise exception 'Template % does not exist', item.template_id using errcode = 'P0001';
    end if;
    subject := private.render_template(template.subject, item.template_variables);
    if item.channel = 'in_app' then
      body := private.render_template(template.body, item.template_variables);
      if item.recipient_user_id is null then
        raise exception 'An in-app notification needs a recipient user' using errcode = 'P0001';
      end if;
      insert into public.notifications (user_id, type, title, message, data)
      values (item.recipient_user_id, item.notification_type, subject, body,
              item.template_variables || jsonb_build_object('queue_id', item.id, 'template_id', item.template_id, 'company_id', item.company_id))
      returning id into delivered;
    else
      body := private.render_template(template.body, private.html_escape_variables(item.template_variables));
      to_address := coalesce(item.recipient_email, (select u.email from auth.users u where u.id = item.recipient_user_id));
      if to_address is null then
        raise exception 'The recipient has no e-mail address' using errcode = 'P0001';
      end if;
      insert into public.email_outbox (to_email, subject, body, template_id, queue_id)
      values (to_address, subject, body, template.id, item.id)
      returning id into delivered;
    end if;
    update public.notification_queue q
       set status = 'processed', processed_at = now(), error = null, attempts = q.attempts + 1
     where q.id = item.id;
    return delivered;
  exception when others then
    update public.notification_queue q
       set status = 'failed', processed_at = now(), error = sqlerrm, attempts = q.attempts + 1
     where q.id = item.id;
    return null;
  end;
end;
$$;

select private.restrict_private_functions();
