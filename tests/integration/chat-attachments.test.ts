// A file or image message names objects its sender uploaded to chat-attachments; the database
// checks each names an uploaded file under the sender's own folder for that conversation,
// described truly. Attacks from fresh accounts, through the gateway only.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeConversation, sql } from '../fixtures/backend';
import { attachment, chatPath, uploadChatFile } from '../fixtures/chat-files';
import { createUser, type TestUser } from '../fixtures/stack';

let ann: TestUser;
let bo: TestUser;
let mallory: TestUser;
let annAndBo: string;
let malloryAndBo: string;

beforeAll(async () => {
  [ann, bo, mallory] = await Promise.all([createUser(), createUser(), createUser()]);
  annAndBo = await makeConversation([{ user: ann }, { user: bo }]);
  malloryAndBo = await makeConversation([{ user: mallory }, { user: bo }]);
});

function post(user: TestUser, conversationId: string, fields: Record<string, unknown>) {
  const id = randomUUID();
  return user.client
    .from('conversation_messages')
    .insert({ id, conversation_id: conversationId, sender_id: user.id, content: '', message_type: 'image', ...fields })
    .select('id, message_type, attachments, content');
}

describe('messages with files', () => {
  it('stores an image message with an empty caption once its file is uploaded, and the other participant reads the file', async () => {
    const path = chatPath(ann.id, annAndBo);
    await uploadChatFile(ann.client, path);
    const { data, error } = await post(ann, annAndBo, {
      attachments: [attachment(path, 256, { width: 4, height: 3 })],
    });
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ message_type: 'image', content: '' });
    const signed = await bo.client.storage.from('chat-attachments').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
  });

  it('refuses a message naming a file that was never uploaded, so no message points at nothing', async () => {
    const { error } = await post(ann, annAndBo, { attachments: [attachment(chatPath(ann.id, annAndBo))] });
    expect(error?.code).toBe('22023');
    expect(error?.message).toMatch(/has not been uploaded/);
  });

  it('refuses a stranger’s message that names another person’s file or a file of another conversation', async () => {
    const annsPath = chatPath(ann.id, annAndBo);
    await uploadChatFile(ann.client, annsPath);
    const ownElsewhere = chatPath(mallory.id, annAndBo);
    const results = await Promise.all([
      // Ann's file, shown in Mallory's conversation with Bo as if Mallory had sent it.
      post(mallory, malloryAndBo, { attachments: [attachment(annsPath)] }),
      // A path under Mallory's folder but naming Ann's conversation.
      post(mallory, malloryAndBo, { attachments: [attachment(ownElsewhere)] }),
      // A path climbing out of Mallory's folder.
      post(mallory, malloryAndBo, { attachments: [attachment(`${mallory.id}/${malloryAndBo}/../../${annsPath}`)] }),
    ]);
    for (const { error } of results) {
      expect(error?.code).toBe('22023');
      expect(error?.message).toMatch(/sender's own folder/);
    }
    expect(
      await sql('select 1 from public.conversation_messages where conversation_id = $1', [malloryAndBo]),
    ).toHaveLength(0);
  });

  it('refuses attachments that describe their file falsely or ride on a text message', async () => {
    const path = chatPath(ann.id, annAndBo);
    await uploadChatFile(ann.client, path);
    const cases = await Promise.all([
      post(ann, annAndBo, { attachments: [attachment(path, 999)] }),
      post(ann, annAndBo, { attachments: [{ ...attachment(path), bucket: 'avatars' }] }),
      post(ann, annAndBo, { attachments: [{ ...attachment(path), type: 'application/pdf' }] }),
      post(ann, annAndBo, { attachments: [{ ...attachment(path), name: '../../etc/passwd' }] }),
      post(ann, annAndBo, { attachments: [{ ...attachment(path), url: 'https://evil.example/x.png' }] }),
      post(ann, annAndBo, { attachments: Array.from({ length: 11 }, () => attachment(path)) }),
      post(ann, annAndBo, { attachments: [] }),
      post(ann, annAndBo, { message_type: 'text', content: 'hi', attachments: [attachment(path)] }),
    ]);
    expect(cases.map(({ error }) => error?.code)).toEqual(Array(cases.length).fill('22023'));
    expect(cases.map(({ error }) => error?.message)).toEqual([
      "An attachment's size differs from the uploaded file's",
      'Chat files are stored in the chat-attachments bucket',
      'An image message carries PNG, JPEG, WebP or GIF images only',
      "An attachment's name has 1 to 255 characters and no path characters",
      'An attachment has bucket, path, name, size, type and, for an image, width and height only',
      'A file or image message carries 1 to 10 files',
      'A file or image message carries 1 to 10 files',
      'Only file and image messages carry attachments',
    ]);
  });
});
