// Answers about messages and notifications, and the actions on them ('mark all read', 'open chat
// with Maya', a drafted reply). Pure functions of the device's data.
import type { AssistantConversation, AssistantData, AssistantMessage } from '@sync/assistant/snapshot';
import type { Answer, AnswerContext, Citation } from './answer-types';
import { ago, plural, quote } from './format';
import { notificationHref } from './links';
import { bestMatch, nameMatches } from './match';

const device = (text: string, rest: Partial<Answer> = {}): Answer => ({
  text,
  citations: [],
  suggestions: [],
  source: 'device',
  ...rest,
});

function personName(data: AssistantData, id: string | null): string {
  return data.people.find((p) => p.id === id)?.name ?? 'Someone';
}

/** A conversation's name: its title, else the other people in it. */
export function conversationName(data: AssistantData, c: AssistantConversation): string {
  const title = c.title?.replace(/^\s*chat with\s*:?\s*/i, '').trim();
  if (title) return title;
  const names = c.otherUserIds.map((id) => personName(data, id)).filter((n) => n !== 'Someone');
  return names.length ? names.join(', ') : 'Conversation';
}

function companyName(data: AssistantData, id: string | null): string | null {
  return data.companies.find((c) => c.id === id)?.name ?? null;
}

/** Whether `who` names the conversation, its company or someone in it. */
function concerns(data: AssistantData, c: AssistantConversation, who: string): boolean {
  return (
    nameMatches(conversationName(data, c), who) ||
    nameMatches(companyName(data, c.companyId), who) ||
    c.otherUserIds.some((id) => nameMatches(personName(data, id), who))
  );
}

function conversationCitation(data: AssistantData, c: AssistantConversation, detail?: string): Citation {
  const direct = c.type === 'direct' && c.otherUserIds.length === 1;
  const person = direct ? data.people.find((p) => p.id === c.otherUserIds[0]) : undefined;
  return {
    kind: 'conversation',
    id: c.id,
    label: conversationName(data, c),
    detail,
    conversationId: c.id,
    avatar: person
      ? { name: person.name, src: person.avatarUrl, shape: 'full' }
      : { name: conversationName(data, c), src: null, shape: 'rounded' },
  };
}

function unreadOf(data: AssistantData, c: AssistantConversation): AssistantMessage[] {
  return data.messages
    .filter((m) => m.conversationId === c.id && m.senderId !== data.userId && m.messageType !== 'system')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, c.unreadCount);
}

export function answerUnreadMessages({ data, now }: AnswerContext, from: string | null): Answer {
  const unread = data.conversations
    .filter((c) => c.unreadCount > 0 && (!from || concerns(data, c, from)))
    .sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
  const suffix = from ? ` from ${from.replace(/\b\w/g, (l) => l.toUpperCase())}` : '';
  if (!unread.length) {
    const known = from ? data.conversations.some((c) => concerns(data, c, from)) : true;
    return device(
      known
        ? `No unread messages${suffix}. You are all caught up.`
        : `I found no conversation with anyone or any company called “${from}” on this device.`,
      { suggestions: ['Unread messages', 'Unread notifications'] },
    );
  }
  const total = unread.reduce((n, c) => n + c.unreadCount, 0);
  const citations = unread.map((c) => {
    const newest = unreadOf(data, c)[0];
    const detail = newest
      ? `${personName(data, newest.senderId)}, ${ago(newest.created_at, now)}: “${quote(newest.content)}”`
      : plural(c.unreadCount, 'unread message');
    return conversationCitation(data, c, detail);
  });
  const first = unread[0]!.otherUserIds.map((id) => personName(data, id))[0];
  return device(`You have ${plural(total, 'unread message')}${suffix} in ${plural(unread.length, 'conversation')}.`, {
    citations,
    suggestions: first ? [`Draft a reply to ${first.split(' ')[0]}`, 'Unread notifications'] : ['Unread notifications'],
  });
}

export function answerUnreadNotifications({ data, now }: AnswerContext): Answer {
  const unread = data.notifications.filter((n) => !n.read);
  if (!unread.length) return device('You have no unread notifications.', { suggestions: ['Unread messages'] });
  const citations: Citation[] = unread.slice(0, 8).map((n) => ({
    kind: 'notification',
    id: n.id,
    label: n.title,
    detail: `${quote(n.message, 100)} · ${ago(n.created_at, now)}`,
    href: notificationHref(),
  }));
  const more = unread.length > citations.length ? ` The newest ${citations.length} are below.` : '';
  return device(`You have ${plural(unread.length, 'unread notification')}.${more}`, {
    citations,
    suggestions: ['Mark all read', 'Unread messages'],
  });
}

export function answerMarkAllRead({ data }: AnswerContext): Answer {
  const count = data.notifications.filter((n) => !n.read).length;
  if (!count)
    return device('There is nothing to mark: every notification is already read.', {
      suggestions: ['Unread messages'],
    });
  return device(
    `Mark all ${plural(count, 'unread notification')} as read? The bell is cleared at once; the server hears of it when you are online.`,
    {
      action: { kind: 'mark_all_read', count },
    },
  );
}

function conversationWith(data: AssistantData, who: string): AssistantConversation | undefined {
  const matching = data.conversations.filter((c) => concerns(data, c, who));
  // A direct chat with the person first, then the most recent conversation naming them.
  return (
    matching.find((c) => c.type === 'direct' && c.otherUserIds.some((id) => nameMatches(personName(data, id), who))) ??
    matching.sort((a, b) => b.lastActivity.localeCompare(a.lastActivity))[0]
  );
}

export function answerOpenChat({ data }: AnswerContext, who: string): Answer {
  const c = conversationWith(data, who);
  if (!c)
    return device(
      `I found no conversation with “${who}” on this device. Starting a new chat is done from a person's profile or an application.`,
      { suggestions: ['Unread messages'] },
    );
  const name = conversationName(data, c);
  return device(`Opening your chat with ${name}.`, {
    citations: [conversationCitation(data, c)],
    action: { kind: 'open_chat', conversationId: c.id, name },
  });
}

function firstName(name: string) {
  return name.split(' ')[0] ?? name;
}

/** A reply that answers what was asked, in words the person will change before sending. */
export function offlineDraft(to: string, last: string | null, me: string): string {
  const opening = `Hi ${firstName(to)},`;
  const sign = me ? `Best,\n${firstName(me)}` : 'Best,';
  if (!last) return `${opening}\n\nI hope you are well. I wanted to follow up on our conversation.\n\n${sign}`;
  const asksTime =
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|\d{1,2}[:.]\d{2}|am|pm|call|meet)\b/i.test(
      last,
    );
  const body = asksTime
    ? 'Thank you, that time works for me. I will keep it free; please send the invitation when you can.'
    : /\?/.test(last)
      ? 'Thank you for your question. [Your answer here.]'
      : 'Thank you for your message. [Your reply here.]';
  return `${opening}\n\n${body}\n\n${sign}`;
}

export function answerDraftReply({ data }: AnswerContext, to: string | null): Answer {
  if (!to)
    return device('Who should the reply go to? Try “draft a reply to Daniel”.', { suggestions: ['Unread messages'] });
  const c = conversationWith(data, to);
  if (!c)
    return device(`I found no conversation with “${to}” on this device to reply to.`, {
      suggestions: ['Unread messages'],
    });
  const theirs = data.messages
    .filter((m) => m.conversationId === c.id && m.senderId !== data.userId && m.messageType === 'text')
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const person = bestMatch(
    c.otherUserIds.map((id) => ({ id, name: personName(data, id) })),
    to,
    (p) => p.name,
  );
  const sender = person?.name ?? conversationName(data, c);
  const last = theirs.find((m) => !person || m.senderId === person.id) ?? theirs[0] ?? null;
  const me = personName(data, data.userId);
  return device(
    last
      ? `A reply to ${sender}'s last message (“${quote(last.content, 90)}”). Change it as you like, then send it from the chat.`
      : `A note to ${sender}. Change it as you like, then send it from the chat.`,
    {
      citations: [conversationCitation(data, c, last ? quote(last.content) : undefined)],
      draft: offlineDraft(sender, last?.content ?? null, me === 'Someone' ? '' : me),
      suggestions: [`Open chat with ${firstName(sender)}`],
    },
  );
}
