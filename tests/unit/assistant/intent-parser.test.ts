import { describe, expect, it } from 'vitest';
import { catalog } from '@/features/assistant/utils/catalog';
import { parseIntent, type Intent } from '@/features/assistant/utils/intents';

const understood: [string, Intent][] = [
  ['unread messages from Acme', { kind: 'unread_messages', from: 'acme' }],
  ['Unread messages from Acme Robotics?', { kind: 'unread_messages', from: 'acme robotics' }],
  ['any new messages from Daniel', { kind: 'unread_messages', from: 'daniel' }],
  ['Do I have unread messages?', { kind: 'unread_messages', from: null }],
  ['messages from Sam', { kind: 'unread_messages', from: 'sam' }],
  ['my inbox', { kind: 'unread_messages', from: null }],
  ['show me new chats', { kind: 'unread_messages', from: null }],
  ['my interviews this week', { kind: 'interviews', range: 'this_week' }],
  ['What interviews do I have today?', { kind: 'interviews', range: 'today' }],
  ['interviews tomorrow', { kind: 'interviews', range: 'tomorrow' }],
  ['any interviews next week', { kind: 'interviews', range: 'next_week' }],
  ["what's on my calendar", { kind: 'interviews', range: 'upcoming' }],
  ['my schedule this week', { kind: 'interviews', range: 'this_week' }],
  ['upcoming meetings', { kind: 'interviews', range: 'upcoming' }],
  ['applications waiting longest', { kind: 'waiting_longest' }],
  ['Which applications have been waiting the longest?', { kind: 'waiting_longest' }],
  ['oldest applications', { kind: 'waiting_longest' }],
  ["applications I haven't heard back on", { kind: 'waiting_longest' }],
  ['candidates waiting for a decision', { kind: 'waiting_longest' }],
  ['who applied to Senior Frontend Engineer', { kind: 'applicants', job: 'senior frontend engineer' }],
  ['Who has applied for the Senior Frontend Engineer role?', { kind: 'applicants', job: 'senior frontend engineer' }],
  ['applicants for staff backend engineer', { kind: 'applicants', job: 'staff backend engineer' }],
  ['candidates for the designer job', { kind: 'applicants', job: 'designer' }],
  ['who applied', { kind: 'applicants', job: null }],
  ['draft a reply to Daniel', { kind: 'draft_reply', to: 'daniel' }],
  ['Write a response to Sam Patel', { kind: 'draft_reply', to: 'sam patel' }],
  ['help me reply to Maya', { kind: 'draft_reply', to: 'maya' }],
  ['reply to daniel', { kind: 'draft_reply', to: 'daniel' }],
  ['compose a message for Hannah about Thursday', { kind: 'draft_reply', to: 'hannah' }],
  ['draft a reply', { kind: 'draft_reply', to: null }],
  ['mark all read', { kind: 'mark_all_read' }],
  ['Mark all notifications as read', { kind: 'mark_all_read' }],
  ['mark everything read please', { kind: 'mark_all_read' }],
  ['clear my notifications', { kind: 'mark_all_read' }],
  ['open chat with Maya', { kind: 'open_chat', with: 'maya' }],
  ['Open the conversation with Daniel Reyes', { kind: 'open_chat', with: 'daniel reyes' }],
  ['chat with Sam', { kind: 'open_chat', with: 'sam' }],
  ['save this job', { kind: 'save_job', job: null }],
  ['save it for later', { kind: 'save_job', job: null }],
  ['Save Senior Frontend Engineer', { kind: 'save_job', job: 'senior frontend engineer' }],
  ['bookmark the data engineer job', { kind: 'save_job', job: 'data engineer' }],
  ['unread notifications', { kind: 'unread_notifications' }],
  ["what's new", { kind: 'unread_notifications' }],
  ['What did I miss?', { kind: 'unread_notifications' }],
  ['my saved jobs', { kind: 'saved_jobs' }],
  ['jobs I saved', { kind: 'saved_jobs' }],
  ['status of my applications', { kind: 'application_status' }],
  ['where are my applications', { kind: 'application_status' }],
  ['my applications', { kind: 'application_status' }],
  ['open jobs', { kind: 'open_jobs' }],
  ['which roles are we hiring for', { kind: 'open_jobs' }],
  ['my candidates', { kind: 'candidates' }],
  ['help', { kind: 'help' }],
  ['What can you do?', { kind: 'help' }],
  ['what can I ask', { kind: 'help' }],
];

const refused: string[] = [
  'send a message to Daniel saying yes',
  'email Sam that I accept',
  'delete my account',
  'remove my profile',
  'apply to Senior Frontend Engineer for me',
  'reject Maya',
  'hire Lena Fischer',
  'withdraw my application',
  'accept the invitation from Acme',
  'schedule an interview with Maya on Friday',
  'cancel my interview',
  "what's the weather in Pittsburgh",
  'tell me a joke',
  'what is the average salary of a frontend engineer',
];

const notUnderstood = ['', '   ', 'asdf qwerty', 'banana', 'how tall is the Eiffel tower'];

describe('the intent parser', () => {
  it.each(understood)('reads “%s” as its intent', (text, intent) => {
    expect(parseIntent(text)).toEqual(intent);
  });

  it.each(refused)('refuses “%s” with a reason in words', (text) => {
    const intent = parseIntent(text);
    expect(intent.kind).toBe('refuse');
    expect(intent.kind === 'refuse' && intent.reason.length).toBeGreaterThan(20);
  });

  it.each(notUnderstood)('says it does not understand “%s”', (text) => {
    expect(parseIntent(text)).toEqual({ kind: 'unknown' });
  });

  it('understands every documented question and action as what the catalogue says it is', () => {
    const kinds = catalog.map((e) => parseIntent(e.phrase).kind);
    expect(kinds).toEqual([
      'unread_messages',
      'unread_notifications',
      'interviews',
      'waiting_longest',
      'application_status',
      'applicants',
      'open_jobs',
      'saved_jobs',
      'candidates',
      'draft_reply',
      'mark_all_read',
      'open_chat',
      'save_job',
    ]);
  });

  it('covers at least forty phrasings', () => {
    expect(understood.length + refused.length + notUnderstood.length).toBeGreaterThanOrEqual(40);
  });
});
