import { describe, expect, it } from 'vitest';
import { answerIntent, lastCitedJob } from '@/features/assistant/utils/answer';
import type { AnswerContext, AssistantWorkspace } from '@/features/assistant/utils/answer-types';
import { offlineDraft } from '@/features/assistant/utils/answer-messages';
import { parseIntent } from '@/features/assistant/utils/intents';
import type { AssistantData } from '@sync/assistant/snapshot';
import { danielData, mayaData, NOW } from './assistant-data';

function ask(
  text: string,
  data: AssistantData = mayaData(),
  mode: AssistantWorkspace = 'talent',
  lastJobId: string | null = null,
) {
  const ctx: AnswerContext = { data, mode, now: NOW, lastJobId };
  return answerIntent(parseIntent(text), ctx);
}

const ids = (answer: ReturnType<typeof ask>) => answer.citations.map((c) => c.id);

describe('the assistant’s answers from data on the device', () => {
  it('lists unread messages from a company by its name, citing each conversation with a way to open it', () => {
    const answer = ask('unread messages from Acme');
    expect(ids(answer)).toEqual(['conv-daniel', 'conv-app']);
    expect(answer.text).toBe('You have 2 unread messages from Acme in 2 conversations.');
    expect(answer.citations[0]).toMatchObject({
      kind: 'conversation',
      label: 'Daniel Reyes',
      conversationId: 'conv-daniel',
    });
    expect(answer.citations[0]!.detail).toContain('Would Thursday at 10:00 work for a call?');
    expect(answer.source).toBe('device');
  });

  it('finds unread messages by a person’s name, and says so when nobody by that name is known', () => {
    expect(ids(ask('unread messages from Sam'))).toEqual(['conv-app']);
    expect(ids(ask('unread messages'))).toEqual(['conv-daniel', 'conv-app', 'conv-globex']);
    expect(ask('unread messages from Initech').text).toContain(
      'no conversation with anyone or any company called “initech”',
    );
  });

  it('counts unread notifications and links each to the notifications page', () => {
    const answer = ask('unread notifications');
    expect(ids(answer)).toEqual(['n1', 'n2']);
    expect(answer.citations.every((c) => c.href === '/notifications')).toBe(true);
    expect(answer.suggestions).toContain('Mark all read');
  });

  it('proposes marking all read, to be confirmed, and nothing when all are read', () => {
    expect(ask('mark all read').action).toEqual({ kind: 'mark_all_read', count: 2 });
    const allRead = mayaData({ notifications: mayaData().notifications.map((n) => ({ ...n, read: true })) });
    expect(ask('mark all read', allRead).action).toBeUndefined();
  });

  it('gives this week’s interviews in order, leaving out cancelled ones and other weeks', () => {
    const answer = ask('my interviews this week');
    expect(ids(answer)).toEqual(['e-mon', 'e-fri']);
    expect(answer.text).toBe('You have 2 interviews this week.');
    expect(answer.citations[1]!.href).toBe('/workspace/talent/applications');
    expect(answer.citations[0]!.href).toBe('/calendar');
  });

  it('gives next week’s proposed interview and today’s none, and other events when no interview', () => {
    const next = ask('interviews next week');
    expect(ids(next)).toEqual(['e-next']);
    expect(next.citations[0]!.detail).toContain('proposed');
    expect(ask('interviews today').text).toBe('No interviews on your calendar today.');
    expect(ids(ask('my interviews tomorrow'))).toEqual(['e-meeting']);
    expect(ask('my interviews this week', mayaData({ events: [] })).citations).toEqual([]);
  });

  it('shapes the waiting applications by workspace: a talent’s own, a company’s to decide', () => {
    expect(ids(ask('applications waiting longest'))).toEqual(['app-2', 'app-1']);
    const company = ask('applications waiting longest', danielData(), 'company');
    expect(ids(company)).toEqual(['app-lena', 'app-1']);
    expect(company.text).toContain('waiting for your decision');
    expect(company.citations[0]).toMatchObject({
      label: 'Lena Fischer · Senior Frontend Engineer',
      href: '/workspace/company/candidates/app-lena/profile',
    });
  });

  it('lists who applied to a company’s job by its title, and tells a talent it is the company’s to see', () => {
    const answer = ask('who applied to Senior Frontend Engineer', danielData(), 'company');
    expect(ids(answer)).toEqual(['app-1', 'app-lena']);
    expect(answer.text).toBe('2 people applied to Senior Frontend Engineer.');
    expect(ask('who applied to Senior Frontend Engineer').citations).toEqual([]);
    expect(ask('who applied to Astronaut', danielData(), 'company').text).toContain('no job called “astronaut”');
  });

  it('summarises a talent’s applications by status, linking to the applications screen', () => {
    const answer = ask('status of my applications');
    expect(answer.text).toBe('3 applications: 2 in review, 1 not selected.');
    expect(answer.citations[0]).toMatchObject({ kind: 'application', href: '/workspace/talent/applications' });
  });

  it('lists saved jobs, and a company’s open jobs with their plans', () => {
    const saved = ask('my saved jobs');
    expect(saved.citations).toEqual([
      expect.objectContaining({
        id: 'job-data',
        label: 'Data Engineer at Globex',
        href: '/workspace/talent/jobs?job=job-data',
      }),
    ]);
    const open = ask('open jobs', danielData(), 'company');
    expect(ids(open)).toEqual(['job-frontend', 'job-backend']);
    expect(open.citations[0]!.href).toBe('/workspace/company/hiring-center/plan/plan-1');
    expect(open.citations[1]!.href).toBe('/workspace/company/job-board');
    expect(ask('open jobs').citations).toEqual([]);
  });

  it('proposes saving the job the last answer showed, or one named, and not one already saved', () => {
    expect(ask('save this job', mayaData(), 'talent', 'job-frontend').action).toEqual({
      kind: 'save_job',
      jobId: 'job-frontend',
      title: 'Senior Frontend Engineer',
    });
    expect(ask('save staff backend').action).toMatchObject({ jobId: 'job-backend' });
    expect(ask('save data engineer').action).toBeUndefined();
    expect(ask('save this job').text).toContain('Which job?');
    expect(ask('save this job', danielData(), 'company', 'job-frontend').action).toBeUndefined();
  });

  it('finds the last job cited in the history for “save this job”', () => {
    const saved = ask('my saved jobs');
    expect(lastCitedJob([saved, ask('unread notifications'), undefined])).toBe('job-data');
    expect(lastCitedJob([ask('unread notifications')])).toBeNull();
    expect(lastCitedJob([ask('applications waiting longest')])).toBe('job-frontend');
  });

  it('drafts a reply to a person’s last message, citing the conversation', () => {
    const answer = ask('draft a reply to Daniel');
    expect(answer.citations[0]).toMatchObject({ kind: 'conversation', conversationId: 'conv-daniel' });
    expect(answer.draft).toMatch(/^Hi Daniel,\n\nThank you, that time works for me/);
    expect(answer.draft).toMatch(/Best,\nMaya$/);
    expect(ask('draft a reply to Nobody').draft).toBeUndefined();
    expect(offlineDraft('Sam Patel', 'Can you share your portfolio?', 'Maya Okafor')).toContain(
      'Thank you for your question.',
    );
  });

  it('opens the direct chat with a person first', () => {
    expect(ask('open chat with Daniel').action).toEqual({
      kind: 'open_chat',
      conversationId: 'conv-daniel',
      name: 'Daniel Reyes',
    });
    expect(ask('open chat with Sam').action).toMatchObject({ conversationId: 'conv-app' });
    expect(ask('open chat with Zed').action).toBeUndefined();
  });

  it('is honest about what it cannot do and suggests what it can', () => {
    const refused = ask('send a message to Daniel saying yes');
    expect(refused.text).toContain('I do not send messages on your behalf');
    expect(refused.suggestions).toEqual(['Draft a reply to Daniel']);
    expect(ask('email Sam that I accept').suggestions).toEqual(['Draft a reply to Sam']);
    expect(ask('delete my account').suggestions.length).toBeGreaterThan(0);
    const unknown = ask('banana');
    expect(unknown.unmatched).toBe(true);
    expect(unknown.suggestions).toContain('Unread messages from Acme');
  });

  it('lists the questions of the person’s workspace when asked for help', () => {
    expect(ask('help').text).toContain('“My saved jobs”');
    const company = ask('help', danielData(), 'company').text;
    expect(company).toContain('“Who applied to Senior Frontend Engineer”');
    expect(company).not.toContain('“My saved jobs”');
  });

  it('answers a recruiter about their candidates and the submissions waiting longest', () => {
    const base = mayaData();
    const stamp = { created_at: '2026-02-20T10:00:00Z', updated_at: '2026-02-20T10:00:00Z' };
    const recruiter: AssistantData = {
      ...base,
      userId: 'u-priya',
      candidates: [
        {
          id: 'cand-1',
          recruiter_id: 'u-priya',
          talent_id: 'u-lena',
          full_name: 'Lena Fischer',
          email: null,
          resume_url: null,
          notes: '',
          tags: ['frontend'],
          ...stamp,
        },
      ],
      submissions: [
        {
          id: 'sub-new',
          recruiter_id: 'u-priya',
          job_id: 'job-frontend',
          company_id: 'c-acme',
          talent_id: 'u-lena',
          candidate_id: 'cand-1',
          pitch: '',
          status: 'submitted',
          application_id: null,
          decided_at: null,
          ...stamp,
          created_at: '2026-03-01T10:00:00Z',
        },
        {
          id: 'sub-old',
          recruiter_id: 'u-priya',
          job_id: 'job-backend',
          company_id: 'c-acme',
          talent_id: 'u-lena',
          candidate_id: 'cand-1',
          pitch: '',
          status: 'pending_consent',
          application_id: null,
          decided_at: null,
          ...stamp,
        },
        {
          id: 'sub-done',
          recruiter_id: 'u-priya',
          job_id: 'job-data',
          company_id: 'c-globex',
          talent_id: 'u-lena',
          candidate_id: 'cand-1',
          pitch: '',
          status: 'declined',
          application_id: null,
          decided_at: null,
          ...stamp,
        },
      ],
    };
    expect(ask('my candidates', recruiter, 'recruiter').citations).toEqual([
      expect.objectContaining({ label: 'Lena Fischer', href: '/workspace/recruiter/candidates' }),
    ]);
    const waiting = ask('applications waiting longest', recruiter, 'recruiter');
    expect(ids(waiting)).toEqual(['sub-old', 'sub-new']);
    expect(waiting.citations[0]!.detail).toContain('Waiting for the talent');
  });
});
