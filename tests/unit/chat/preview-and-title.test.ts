import { describe, expect, it } from 'vitest';
import { messagePreview, truncatePreview } from '@/features/chat/utils/preview';
import { conversationTitle, personName, stripChatWith } from '@/features/chat/utils/title';
import { filterConversations, participantOptions, roleOptions } from '@/features/chat/utils/filters';
import { messageText } from '@/features/chat/data/chat-commands';

describe('message previews', () => {
  it('says No messages yet when a conversation has none', () => {
    expect(messagePreview(null)).toEqual({ text: 'No messages yet', icon: null });
  });

  it('keeps text of 50 characters or fewer whole', () => {
    const fifty = 'x'.repeat(50);
    expect(messagePreview({ content: fifty, message_type: 'text' }).text).toBe(fifty);
  });

  it('cuts text over 50 characters to 50 plus an ellipsis', () => {
    const text = 'a'.repeat(49) + 'bcd';
    expect(messagePreview({ content: text, message_type: 'text' }).text).toBe('a'.repeat(49) + 'b…');
  });

  it('counts characters, not UTF-16 units, when cutting', () => {
    expect(truncatePreview('😀'.repeat(51))).toBe('😀'.repeat(50) + '…');
  });

  it('shows files and images as shared, with their icon', () => {
    expect(messagePreview({ content: 'cv.pdf', message_type: 'file' })).toEqual({ text: 'File shared', icon: 'file' });
    expect(messagePreview({ content: 'p.png', message_type: 'image' })).toEqual({
      text: 'Image shared',
      icon: 'image',
    });
  });

  it('puts a multi-line message on one line', () => {
    expect(messagePreview({ content: 'one\n\ntwo', message_type: 'text' }).text).toBe('one two');
  });
});

describe('conversation titles', () => {
  it("drops a leading 'Chat with'", () => {
    expect(stripChatWith('Chat with Maya Okafor')).toBe('Maya Okafor');
    expect(conversationTitle({ title: 'chat with: Acme' }, [])).toBe('Acme');
  });

  it('keeps a title that only contains the words later on', () => {
    expect(conversationTitle({ title: 'Frontend sync (chat with Sam)' }, [])).toBe('Frontend sync (chat with Sam)');
  });

  it('names an untitled conversation after the other people in it', () => {
    expect(conversationTitle({ title: null }, ['Daniel Reyes'])).toBe('Daniel Reyes');
    expect(conversationTitle({ title: '' }, ['A', 'B'])).toBe('A, B');
    expect(conversationTitle({ title: null }, [])).toBe('Conversation');
  });

  it('names a person from the profile, falling back to the e-mail and then User', () => {
    expect(personName({ display_name: ' Sam ' })).toBe('Sam');
    expect(personName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(personName({ email: 'jo@evee.dev' })).toBe('jo');
    expect(personName(undefined)).toBe('User');
  });
});

describe('message validation', () => {
  it('does not send blank or whitespace-only text and trims the rest', () => {
    expect(messageText('')).toBeNull();
    expect(messageText(' \n\t ')).toBeNull();
    expect(messageText('  hi there \n')).toBe('hi there');
  });
});

describe('list filters', () => {
  const acme = { id: 'acme', name: 'Acme' };
  const list = [
    { id: 1, companyId: 'acme', myUserType: 'company', otherUserTypes: ['talent'] },
    { id: 2, companyId: null, myUserType: 'talent', otherUserTypes: ['internal'] },
    { id: 3, companyId: null, myUserType: 'recruiter', otherUserTypes: ['recruiter', 'company'] },
  ];
  const ids = (xs: { id: number }[]) => xs.map((x) => x.id);

  it('offers talent always, company to members and internal to internal users', () => {
    expect(roleOptions({ isInternal: false, companies: [] }).map((o) => o.value)).toEqual(['all', 'talent']);
    expect(roleOptions({ isInternal: true, companies: [acme] }).map((o) => o.value)).toEqual([
      'all',
      'internal',
      'company',
      'talent',
    ]);
  });

  it('offers Internal Team to internal users only, and one filter per company', () => {
    expect(participantOptions({ isInternal: false, companies: [acme] }).map((o) => o.label)).toEqual([
      'Everyone',
      'Acme',
      'Talent',
      'Recruiters',
    ]);
    expect(participantOptions({ isInternal: true, companies: [] }).map((o) => o.label)).toContain('Internal Team');
  });

  it('filters by the role the user speaks in and by who else takes part', () => {
    expect(ids(filterConversations(list, 'company', 'all'))).toEqual([1]);
    expect(ids(filterConversations(list, 'talent', 'all'))).toEqual([2, 3]);
    expect(ids(filterConversations(list, 'all', 'internal'))).toEqual([2]);
    expect(ids(filterConversations(list, 'all', 'company:acme'))).toEqual([1]);
    expect(ids(filterConversations(list, 'all', 'recruiters'))).toEqual([3]);
    expect(ids(filterConversations(list, 'talent', 'talent'))).toEqual([]);
  });
});
