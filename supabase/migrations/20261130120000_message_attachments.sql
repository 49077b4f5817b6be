-- A file or image message names its files in `attachments`, each one an object the sender has
-- already uploaded to the chat-attachments bucket:
--   { bucket: 'chat-attachments', path: '{sender}/{conversation}/{file}', name, size, type,
--     width?, height? }
-- A client's message is checked here, so a message never points at a file that is not there, at
-- another person's folder or another conversation, or describes its file falsely: a text
-- message has no attachments; a file or image message has 1 to 10; each names a clean path under
-- the sender's own folder for this conversation, an object stored there whose size is the one
-- given, a name of 1 to 255 characters without path characters, a size of at most 25 MB (the
-- bucket's limit) and a content type; an image message's files are PNG, JPEG, WebP or GIF.
-- The content (a caption) may be empty for a file or image message. Refusals are 22023.

create or replace function private.guard_message_attachments()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  file jsonb;
  path text;
  stored_size bigint;
  conversation_folder text := new.sender_id::text || '/' || new.conversation_id::text || '/';
begin
  if not private.is_client_write() then
    return new;
  end if;
  if new.message_type not in ('file', 'image') then
    if new.attachments <> '[]'::jsonb then
      raise exception 'Only file and image messages carry attachments' using errcode = '22023';
    end if;
    return new;
  end if;
  if jsonb_array_length(new.attachments) not between 1 and 10 then
    raise exception 'A file or image message carries 1 to 10 files' using errcode = '22023';
  end if;
  for file in select value from jsonb_array_elements(new.attachments) loop
    if jsonb_typeof(file) <> 'object'
       or exists (select 1 from jsonb_object_keys(file) k
                   where k not in ('bucket', 'path', 'name', 'size', 'type', 'width', 'height')) then
      raise exception 'An attachment has bucket, path, name, size, type and, for an image, width and height only'
        using errcode = '22023';
    end if;
    if file->>'bucket' is distinct from 'chat-attachments' then
      raise exception 'Chat files are stored in the chat-attachments bucket' using errcode = '22023';
    end if;
    path := file->>'path';
    if jsonb_typeof(file->'path') <> 'string' or not private.storage_path_is_clean(path)
       or left(path, char_length(conversation_folder)) <> conversation_folder
       or position('/' in substr(path, char_length(conversation_folder) + 1)) > 0
       or char_length(path) = char_length(conversation_folder) then
      raise exception 'An attachment must be stored under the sender''s own folder for this conversation'
        using errcode = '22023';
    end if;
    if jsonb_typeof(file->'name') <> 'string' or char_length(file->>'name') not between 1 and 255
       or file->>'name' ~ '[/\\[:cntrl:]]' then
      raise exception 'An attachment''s name has 1 to 255 characters and no path characters' using errcode = '22023';
    end if;
    if jsonb_typeof(file->'size') <> 'number' or (file->>'size')::numeric <> trunc((file->>'size')::numeric)
       or (file->>'size')::numeric not between 1 and 25 * 1024 * 1024 then
      raise exception 'An attachment is 1 byte to 25 MB' using errcode = '22023';
    end if;
    if jsonb_typeof(file->'type') <> 'string' or char_length(file->>'type') > 255
       or file->>'type' !~ '^[a-z0-9][a-z0-9!#$&^_.+-]*/[a-z0-9][a-z0-9!#$&^_.+-]*$' then
      raise exception 'An attachment''s type is a content type such as image/png' using errcode = '22023';
    end if;
    if new.message_type = 'image' and file->>'type' not in ('image/png', 'image/jpeg', 'image/webp', 'image/gif') then
      raise exception 'An image message carries PNG, JPEG, WebP or GIF images only' using errcode = '22023';
    end if;
    if (file ? 'width' and (jsonb_typeof(file->'width') <> 'number' or (file->>'width')::numeric not between 1 and 100000))
       or (file ? 'height' and (jsonb_typeof(file->'height') <> 'number' or (file->>'height')::numeric not between 1 and 100000)) then
      raise exception 'An image''s width and height are 1 to 100000 pixels' using errcode = '22023';
    end if;
    -- The object is there (the sender reads it under the bucket's policies) and is the size said.
    select coalesce((o.metadata->>'size')::bigint, (file->>'size')::bigint) into stored_size
      from storage.objects o where o.bucket_id = 'chat-attachments' and o.name = path;
    if not found then
      raise exception 'An attachment names a file that has not been uploaded' using errcode = '22023';
    end if;
    if stored_size <> (file->>'size')::bigint then
      raise exception 'An attachment''s size differs from the uploaded file''s' using errcode = '22023';
    end if;
  end loop;
  return new;
end;
$$;

comment on function private.guard_message_attachments() is
  'Checks a client''s message attachments: none on text messages; 1 to 10 uploaded chat-attachments objects under the sender''s folder for the conversation, described truly, on file and image messages.';

create trigger guard_message_attachments before insert on public.conversation_messages
  for each row execute function private.guard_message_attachments();

select private.restrict_private_functions();
