/**
 * What the assistant may answer from: the person's data on the device, read once when a
 * question is asked and handed over as plain objects (the answers are pure functions of it).
 * No network: notifications, conversations with their people and latest messages, companies,
 * and the workspace records of applications, jobs, saved jobs, hiring plans, the recruiter's
 * candidates and submissions, and calendar events once the device mirrors them.
 */
import type {
  ApplicationRow,
  HiringPlanRow,
  JobRow,
  RecruiterCandidateRow,
  RecruiterSubmissionRow,
  SavedJobRow,
} from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { rowsQuery } from '../workspace/records';
import { readCalendarEvents, type CalendarEventLite } from './calendar-events';
import { plainRow } from '../replication/records';

export interface AssistantPerson {
  id: string;
  name: string;
  avatarUrl: string | null;
}

export interface AssistantCompany {
  id: string;
  name: string;
  identifier: string;
  logoUrl: string | null;
}

export interface AssistantNotification {
  id: string;
  type: string;
  title: string;
  message: string;
  read: boolean;
  created_at: string;
}

export interface AssistantConversation {
  id: string;
  title: string | null;
  type: string;
  companyId: string | null;
  jobApplicationId: string | null;
  otherUserIds: string[];
  unreadCount: number;
  lastActivity: string;
}

export interface AssistantMessage {
  id: string;
  conversationId: string;
  senderId: string | null;
  content: string;
  messageType: string;
  created_at: string;
}

export interface AssistantData {
  userId: string;
  /** The companies the person is a member of. */
  memberCompanyIds: string[];
  people: AssistantPerson[];
  companies: AssistantCompany[];
  notifications: AssistantNotification[];
  conversations: AssistantConversation[];
  /** The newest messages of each conversation (at least its unread ones). */
  messages: AssistantMessage[];
  applications: ApplicationRow[];
  jobs: JobRow[];
  savedJobs: SavedJobRow[];
  hiringPlans: HiringPlanRow[];
  candidates: RecruiterCandidateRow[];
  submissions: RecruiterSubmissionRow[];
  events: CalendarEventLite[];
}

const MESSAGES_PER_CONVERSATION = 5;

const rows = async <T>(query: { exec(): Promise<{ toJSON(): { row: unknown } }[]> }) =>
  (await query.exec()).map((d) => plainRow<T>(d));

function nameOf(p: {
  display_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}) {
  return (
    p.display_name?.trim() ||
    [p.first_name, p.last_name].filter((x) => x?.trim()).join(' ') ||
    p.email?.split('@')[0] ||
    'User'
  );
}

async function readConversations(db: EveeDatabase, userId: string) {
  const [conversations, participants] = await Promise.all([
    db.conversations.find().exec(),
    db.conversation_participants.find({ selector: { is_active: true } }).exec(),
  ]);
  const mine = new Map(participants.filter((p) => p.user_id === userId).map((p) => [p.conversation_id, p]));
  const list: AssistantConversation[] = conversations
    .filter((c) => mine.has(c.id) && !c.is_archived)
    .map((c) => ({
      id: c.id,
      title: c.title ?? null,
      type: c.conversation_type,
      companyId: c.company_id ?? null,
      jobApplicationId: c.job_application_id ?? null,
      otherUserIds: participants
        .filter((p) => p.conversation_id === c.id && p.user_id !== userId)
        .map((p) => p.user_id),
      unreadCount: mine.get(c.id)!.unread_count,
      lastActivity: c.last_message_at ?? c.updated_at,
    }));
  const messages = (
    await Promise.all(
      list.map((c) =>
        db.conversation_messages
          .find({
            selector: { conversation_id: c.id },
            sort: [{ newest_first: 'asc' }],
            limit: Math.max(MESSAGES_PER_CONVERSATION, c.unreadCount),
          })
          .exec(),
      ),
    )
  )
    .flat()
    .map((m) => ({
      id: m.id,
      conversationId: m.conversation_id,
      senderId: m.sender_id ?? null,
      content: m.content ?? '',
      messageType: m.message_type ?? 'text',
      created_at: m.created_at,
    }));
  return { conversations: list, messages };
}

export async function readAssistantData(db: EveeDatabase, userId: string): Promise<AssistantData> {
  const [talk, notifications, profiles, companies, members, events] = await Promise.all([
    readConversations(db, userId),
    db.notifications.find({ sort: [{ created_at: 'desc' }] }).exec(),
    db.user_profiles.find().exec(),
    db.companies.find().exec(),
    db.company_team_members.find({ selector: { user_id: userId } }).exec(),
    readCalendarEvents(db),
  ]);
  const [applications, jobs, savedJobs, hiringPlans, candidates, submissions] = await Promise.all([
    rows<ApplicationRow>(rowsQuery(db, 'job_applications')),
    rows<JobRow>(rowsQuery(db, 'jobs')),
    rows<SavedJobRow>(rowsQuery(db, 'saved_jobs', { scope: userId })),
    rows<HiringPlanRow>(rowsQuery(db, 'hiring_plans')),
    rows<RecruiterCandidateRow>(rowsQuery(db, 'recruiter_candidates', { scope: userId })),
    rows<RecruiterSubmissionRow>(rowsQuery(db, 'recruiter_submissions', { scope: userId })),
  ]);
  return {
    userId,
    memberCompanyIds: members.map((m) => m.company_id),
    people: profiles.map((p) => ({ id: p.user_id, name: nameOf(p), avatarUrl: p.avatar_url ?? null })),
    companies: companies.map((c) => ({
      id: c.id,
      name: c.name,
      identifier: c.identifier,
      logoUrl: c.logo_url ?? null,
    })),
    notifications: notifications.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      message: n.message ?? '',
      read: n.read,
      created_at: n.created_at,
    })),
    ...talk,
    applications,
    jobs,
    savedJobs,
    hiringPlans,
    candidates,
    submissions,
    events,
  };
}
