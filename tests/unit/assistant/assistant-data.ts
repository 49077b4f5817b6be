// Plain data as the device would hold it, for the assistant's answerers: Maya (talent) talks
// with Daniel of Acme Robotics, has applied to two jobs, saved one, and has interviews.
import type { ApplicationRow, JobRow } from '@sync/collections/workspace-records/rows';
import type { AssistantData } from '@sync/assistant/snapshot';
import type { CalendarEventLite } from '@sync/assistant/calendar-events';
import { applicationRow } from '../../fixtures/record-rows';

export const MAYA = 'u-maya';
export const DANIEL = 'u-daniel';
export const SAM = 'u-sam';
export const LENA = 'u-lena';
export const ACME = 'c-acme';
export const GLOBEX = 'c-globex';
/** A Wednesday at noon, local time: this week runs Monday 2026-03-02 to Sunday 2026-03-08. */
export const NOW = new Date(2026, 2, 4, 12, 0);
const at = (days: number, hours = 0) => new Date(NOW.getTime() + days * 86_400_000 + hours * 3_600_000).toISOString();

export function job(id: string, title: string, company_id: string, extra: Partial<JobRow> = {}): JobRow {
  return {
    id,
    title,
    company_id,
    hiring_plan_id: 'plan-1',
    slug: id,
    description: '',
    employment_type: 'full_time',
    location: null,
    workplace: 'remote',
    salary_min: null,
    salary_max: null,
    salary_currency: 'USD',
    salary_period: 'year',
    status: 'open',
    published_at: at(-30),
    created_by: DANIEL,
    created_at: at(-30),
    updated_at: at(-30),
    ...extra,
  };
}

export function application(
  id: string,
  job_id: string,
  user_id: string,
  company_id: string,
  daysAgo: number,
  extra: Partial<ApplicationRow> = {},
): ApplicationRow {
  return applicationRow({ id, job_id, user_id, company_id, created_at: at(-daysAgo), ...extra });
}

export function event(
  id: string,
  title: string,
  startsInDays: number,
  extra: Partial<CalendarEventLite> = {},
): CalendarEventLite {
  return {
    id,
    kind: 'interview',
    title,
    starts_at: at(startsInDays),
    ends_at: at(startsInDays, 1),
    time_zone: 'UTC',
    status: 'confirmed',
    job_application_id: null,
    company_id: ACME,
    organizer_id: DANIEL,
    attendee_ids: [MAYA],
    ...extra,
  };
}

export function mayaData(over: Partial<AssistantData> = {}): AssistantData {
  return {
    userId: MAYA,
    memberCompanyIds: [],
    people: [
      { id: MAYA, name: 'Maya Okafor', avatarUrl: null },
      { id: DANIEL, name: 'Daniel Reyes', avatarUrl: null },
      { id: SAM, name: 'Sam Patel', avatarUrl: null },
    ],
    companies: [
      { id: ACME, name: 'Acme Robotics', identifier: 'acme', logoUrl: '/logos/acme.svg' },
      { id: GLOBEX, name: 'Globex', identifier: 'globex', logoUrl: null },
    ],
    notifications: [
      {
        id: 'n1',
        type: 'application',
        title: 'Application viewed',
        message: 'Acme reviewed your application.',
        read: false,
        created_at: at(-1),
      },
      {
        id: 'n2',
        type: 'message',
        title: 'New message from Daniel Reyes',
        message: 'Would Thursday work?',
        read: false,
        created_at: at(0, -1),
      },
      { id: 'n3', type: 'system', title: 'Welcome', message: 'Welcome to Evee.', read: true, created_at: at(-20) },
    ],
    conversations: [
      {
        id: 'conv-daniel',
        title: null,
        type: 'direct',
        companyId: ACME,
        jobApplicationId: null,
        otherUserIds: [DANIEL],
        unreadCount: 1,
        lastActivity: at(0, -1),
      },
      {
        id: 'conv-app',
        title: 'Senior Frontend Engineer – Maya Okafor',
        type: 'group',
        companyId: ACME,
        jobApplicationId: 'app-1',
        otherUserIds: [DANIEL, SAM],
        unreadCount: 1,
        lastActivity: at(-1),
      },
      {
        id: 'conv-globex',
        title: 'Globex intro',
        type: 'group',
        companyId: GLOBEX,
        jobApplicationId: null,
        otherUserIds: ['u-hannah'],
        unreadCount: 2,
        lastActivity: at(-2),
      },
      {
        id: 'conv-read',
        title: 'Old chat',
        type: 'group',
        companyId: ACME,
        jobApplicationId: null,
        otherUserIds: [SAM],
        unreadCount: 0,
        lastActivity: at(-9),
      },
    ],
    messages: [
      {
        id: 'm1',
        conversationId: 'conv-daniel',
        senderId: DANIEL,
        content: 'Hi Maya, thanks for applying.',
        messageType: 'text',
        created_at: at(-2),
      },
      {
        id: 'm2',
        conversationId: 'conv-daniel',
        senderId: MAYA,
        content: 'Thank you, Daniel!',
        messageType: 'text',
        created_at: at(-2, 1),
      },
      {
        id: 'm3',
        conversationId: 'conv-daniel',
        senderId: DANIEL,
        content: 'Would Thursday at 10:00 work for a call?',
        messageType: 'text',
        created_at: at(0, -1),
      },
      {
        id: 'm4',
        conversationId: 'conv-app',
        senderId: SAM,
        content: 'Mostly remote across US time zones.',
        messageType: 'text',
        created_at: at(-1),
      },
      {
        id: 'm5',
        conversationId: 'conv-globex',
        senderId: 'u-hannah',
        content: 'Hello from Globex',
        messageType: 'text',
        created_at: at(-2),
      },
      {
        id: 'm6',
        conversationId: 'conv-globex',
        senderId: 'u-hannah',
        content: 'Are you free?',
        messageType: 'text',
        created_at: at(-2, 1),
      },
    ],
    applications: [
      application('app-1', 'job-frontend', MAYA, ACME, 3),
      application('app-2', 'job-data', MAYA, GLOBEX, 12),
      application('app-3', 'job-ops', MAYA, GLOBEX, 40, { status: 'rejected' }),
      application('app-lena', 'job-frontend', LENA, ACME, 20),
    ],
    jobs: [
      job('job-frontend', 'Senior Frontend Engineer', ACME),
      job('job-data', 'Data Engineer', GLOBEX),
      job('job-ops', 'Operations Lead', GLOBEX, { status: 'closed' }),
      job('job-backend', 'Staff Backend Engineer', ACME, { hiring_plan_id: null }),
    ],
    savedJobs: [{ id: 's1', user_id: MAYA, job_id: 'job-data', created_at: at(-5) }],
    hiringPlans: [],
    candidates: [],
    submissions: [],
    events: [
      event('e-mon', 'Intro call with Acme', -2),
      event('e-fri', 'Technical interview: Senior Frontend Engineer', 2, { job_application_id: 'app-1' }),
      event('e-cancelled', 'Cancelled interview', 1, { status: 'cancelled' }),
      event('e-next', 'Final interview', 7, { status: 'proposed' }),
      event('e-meeting', 'Team lunch', 1, { kind: 'meeting' }),
    ],
    ...over,
  };
}

/** Daniel's device: the owner of Acme, with its applications and jobs. */
export function danielData(): AssistantData {
  const maya = mayaData();
  return {
    ...maya,
    userId: DANIEL,
    memberCompanyIds: [ACME],
    people: [...maya.people, { id: LENA, name: 'Lena Fischer', avatarUrl: null }],
    conversations: [{ ...maya.conversations[0]!, otherUserIds: [MAYA], unreadCount: 0 }],
    savedJobs: [],
  };
}
