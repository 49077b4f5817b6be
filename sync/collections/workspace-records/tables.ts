/**
 * Which tables live in workspace_records, and how (the registry): a table's row type, the
 * column that scopes the mirror (and which keys it takes), the parent and sort columns that
 * are indexed, and what the device may write. Order matters: tables are pulled and pushed in
 * this order, so a plan is sent before a job that refers to it. Adding a table is an entry
 * here, its row type in ./rows.ts and its name in WorkspaceRows.
 */
import { combineLatest, map, of, type Observable } from 'rxjs';
import type { RecordTable } from '../../replication/types';
import type { SyncContext } from '../../replication/types';
import type {
  ApplicationRow,
  CalendarEventRow,
  CampaignRecipientRow,
  HiringPlanRow,
  JobAlertRow,
  JobRow,
  PlacementRow,
  RecruiterCampaignRow,
  RecruiterCandidateRow,
  RecruiterOwnershipRow,
  RecruiterSubmissionRow,
  SavedJobRow,
  ScorecardRow,
  SupportTicketRow,
  TalentProfileRow,
} from './rows';
import { TALENT_PROFILE_READ_COLUMNS, withPhones } from './talent-phone';

/** Row type by table name: the typed accessors (sync/workspace/records.ts) read through it. */
export interface WorkspaceRows {
  hiring_plans: HiringPlanRow;
  jobs: JobRow;
  job_applications: ApplicationRow;
  talent_profiles: TalentProfileRow;
  saved_jobs: SavedJobRow;
  job_alerts: JobAlertRow;
  support_tickets: SupportTicketRow;
  recruiter_candidates: RecruiterCandidateRow;
  recruiter_submissions: RecruiterSubmissionRow;
  recruiter_ownerships: RecruiterOwnershipRow;
  placements: PlacementRow;
  recruiter_campaigns: RecruiterCampaignRow;
  campaign_recipients: CampaignRecipientRow;
  calendar_events: CalendarEventRow;
  interview_scorecards: ScorecardRow;
}

export type WorkspaceTable = keyof WorkspaceRows;

/** The companies the user is a member of: every one is mirrored, not only the selected one. */
export const memberCompanies = ({ db, userId }: SyncContext): Observable<string[]> =>
  db.company_team_members.find({ selector: { user_id: userId } }).$.pipe(map((ms) => ms.map((m) => m.company_id)));

/** The user alone: for tables of the user's own rows (saved jobs, their applications). */
export const ownRows = ({ userId }: SyncContext): Observable<string[]> => of([userId]);

/**
 * The user, everyone who applied to the user's companies, and the Evee talent among the user's
 * candidates as a recruiter (as far as the device knows).
 */
export const selfAndApplicants = ({ db, userId }: SyncContext): Observable<string[]> =>
  combineLatest([
    db.workspace_records.find({ selector: { table: 'job_applications' } }).$,
    db.workspace_records.find({ selector: { table: 'recruiter_candidates', scope: userId } }).$,
  ]).pipe(
    map(([applications, candidates]) => [
      userId,
      ...applications.map((r) => String(r.row.user_id)),
      ...candidates.flatMap((r) => (r.row.talent_id ? [String(r.row.talent_id)] : [])),
    ]),
  );

/**
 * The jobs behind the user's own applications, saved jobs and, as a recruiter, submissions (as
 * far as the device knows).
 */
export const ownJobIds = ({ db, userId }: SyncContext): Observable<string[]> =>
  combineLatest([
    db.workspace_records.find({ selector: { table: 'job_applications', 'row.user_id': userId } }).$,
    db.workspace_records.find({ selector: { table: 'saved_jobs', scope: userId } }).$,
    db.workspace_records.find({ selector: { table: 'recruiter_submissions', scope: userId } }).$,
  ]).pipe(map((lists) => lists.flat().map((r) => String(r.row.job_id))));

const byCompany = { column: 'company_id', keys: memberCompanies };
const own = { column: 'user_id', keys: ownRows };

const talentProfileColumns = [
  'headline',
  'location',
  'experience_years',
  'skills',
  'work_experience',
  'education',
  'expected_rate',
  'expected_rate_currency',
  'expected_rate_period',
  'employment_type',
  'phone',
  'links',
  'open_to_recruiters',
  'show_email',
  'show_phone',
  'resume',
];

const recruiterTermColumns = [
  'open_to_recruiters',
  'recruiter_fee_type',
  'recruiter_fee_percent',
  'recruiter_fee_amount',
  'recruiter_guarantee_days',
];

// The skills a job asks for and the years of experience (the match score reads them).
const jobSkillColumns = ['required_skills', 'nice_to_have_skills', 'min_experience_years'];

const jobAlertColumns = ['name', 'query', 'location', 'workplace', 'employment_type', 'min_salary', 'active'];

export const workspaceTables: (RecordTable & { table: WorkspaceTable })[] = [
  {
    table: 'hiring_plans',
    scope: byCompany,
    sortColumn: 'created_at',
    write: {
      insert: [
        'company_id',
        'title',
        'goal',
        'status',
        'department',
        'priority',
        'budget',
        'budget_currency',
        'positions',
        'deadline',
        'needs_recruiter',
      ],
      update: [
        'title',
        'goal',
        'status',
        'department',
        'priority',
        'budget',
        'budget_currency',
        'positions',
        'deadline',
        'needs_recruiter',
      ],
    },
  },
  {
    // A talent's device also holds the jobs they applied to or saved, whatever their status.
    table: 'jobs',
    scope: [byCompany, { column: 'id', keys: ownJobIds }],
    parentColumn: 'hiring_plan_id',
    sortColumn: 'created_at',
    write: {
      insert: [
        'company_id',
        'hiring_plan_id',
        'slug',
        'title',
        'description',
        'employment_type',
        'location',
        'workplace',
        'salary_min',
        'salary_max',
        'salary_currency',
        'salary_period',
        'status',
        ...recruiterTermColumns,
        ...jobSkillColumns,
      ],
      update: [
        'hiring_plan_id',
        'slug',
        'title',
        'description',
        'employment_type',
        'location',
        'workplace',
        'salary_min',
        'salary_max',
        'salary_currency',
        'salary_period',
        'status',
        ...recruiterTermColumns,
        ...jobSkillColumns,
      ],
    },
  },
  {
    // The applications to the user's companies, the user's own (as a talent), and those the user
    // submitted as a recruiter (Placements reads their status and the company's reason offline).
    table: 'job_applications',
    scope: [byCompany, own, { column: 'submitted_by', keys: ownRows }],
    parentColumn: 'job_id',
    sortColumn: 'created_at',
    // A talent applies with these (the server sets the company, status, submitter, progress and
    // match score); a company member changes only the update columns (the server's guard refuses any
    // other), and a talent withdraws by deleting.
    write: {
      insert: ['job_id', 'user_id', 'cover_note', 'resume_url', 'resume_file'],
      update: ['status', 'rejection_reason'],
    },
    refusals: { '23505': 'You have already applied to this job' },
  },
  {
    // Row-level security gives the same rows, but a scope makes the profile of a new applicant
    // arrive with their application, whatever the profile's age (the checkpoint is past it).
    table: 'talent_profiles',
    scope: { column: 'user_id', keys: selfAndApplicants },
    sortColumn: 'updated_at',
    // The phone is the owner's alone unless shown (./talent-phone.ts).
    columns: TALENT_PROFILE_READ_COLUMNS,
    complete: withPhones,
    // Only the owner may write a profile; the server refuses anyone else.
    write: {
      insert: ['user_id', ...talentProfileColumns],
      update: talentProfileColumns,
      json: ['work_experience', 'education', 'links', 'resume'],
      // One profile per user: a profile made on a device that had not seen the server's changes it.
      naturalKey: 'user_id',
    },
  },
  {
    // After jobs: a saved job refers to one (which the server has, even if this device does not).
    table: 'saved_jobs',
    scope: own,
    parentColumn: 'job_id',
    sortColumn: 'created_at',
    write: { insert: ['user_id', 'job_id'], update: [] },
    refusals: { '23505': 'This job is already saved' },
  },
  {
    table: 'job_alerts',
    scope: own,
    sortColumn: 'created_at',
    write: { insert: ['user_id', ...jobAlertColumns], update: jobAlertColumns },
  },
  {
    // The user's own tickets and recruiter applications: their status reads offline.
    table: 'support_tickets',
    scope: own,
    sortColumn: 'created_at',
    // A person opens a ticket and may close it; the server sets the rest (and names a
    // recruiter application's subject).
    write: { insert: ['user_id', 'category', 'subject', 'body', 'details'], update: ['status'] },
    refusals: { '23505': 'You already have a recruiter application under review' },
  },
  {
    // The recruiter's own candidates; their Evee talent's profiles follow (talent_profiles' scope).
    table: 'recruiter_candidates',
    scope: { column: 'recruiter_id', keys: ownRows },
    sortColumn: 'created_at',
    write: {
      insert: ['recruiter_id', 'talent_id', 'full_name', 'email', 'resume_url', 'notes', 'tags'],
      update: ['full_name', 'email', 'resume_url', 'notes', 'tags'],
    },
    refusals: { '23505': 'This person is already in your candidates' },
  },
  {
    // A recruiter's submissions, and the requests for consent a talent received.
    table: 'recruiter_submissions',
    scope: [
      { column: 'recruiter_id', keys: ownRows },
      { column: 'talent_id', keys: ownRows },
    ],
    parentColumn: 'job_id',
    sortColumn: 'created_at',
    // The recruiter submits; the server decides the status. Withdrawing is the status alone.
    write: { insert: ['recruiter_id', 'job_id', 'talent_id', 'candidate_id', 'pitch'], update: ['status'] },
  },
  {
    table: 'recruiter_ownerships',
    scope: { column: 'recruiter_id', keys: ownRows },
    sortColumn: 'created_at',
  },
  {
    // The recruiter's placements, and those of the user's companies (whose reviewers set the
    // start date and the agreed salary).
    table: 'placements',
    scope: [{ column: 'recruiter_id', keys: ownRows }, byCompany],
    sortColumn: 'created_at',
    write: { insert: [], update: ['start_date', 'first_year_salary'] },
  },
  {
    table: 'recruiter_campaigns',
    scope: { column: 'recruiter_id', keys: ownRows },
    sortColumn: 'created_at',
    // Started by an RPC; the device writes drafts and stops a running one.
    write: {
      insert: ['recruiter_id', 'name', 'job_id', 'steps'],
      update: ['name', 'job_id', 'steps', 'status'],
      json: ['steps'],
    },
  },
  {
    // After campaigns: a recipient refers to one.
    table: 'campaign_recipients',
    scope: { column: 'recruiter_id', keys: ownRows },
    parentColumn: 'campaign_id',
    sortColumn: 'created_at',
    write: { insert: ['recruiter_id', 'campaign_id', 'candidate_id', 'email', 'full_name'], update: ['state'] },
  },
  {
    // The events the person organises or is invited to: row-level security gives exactly those,
    // so no scope. Last: an event may refer to an application. The organiser writes; an attendee
    // picks a proposed slot through the outbox (confirm_interview_slot), never by a push.
    table: 'calendar_events',
    scopeColumn: 'organizer_id',
    parentColumn: 'job_application_id',
    sortColumn: 'starts_at',
    write: {
      insert: [
        'kind',
        'title',
        'starts_at',
        'ends_at',
        'time_zone',
        'location',
        'video_url',
        'organizer_id',
        'attendee_ids',
        'status',
        'proposed_slots',
        'job_application_id',
        'company_id',
        'notes',
      ],
      update: [
        'kind',
        'title',
        'starts_at',
        'ends_at',
        'time_zone',
        'location',
        'video_url',
        'attendee_ids',
        'status',
        'proposed_slots',
        'notes',
      ],
      json: ['proposed_slots'],
    },
  },
  {
    // After events: a scorecard refers to an interview and its application. The company's
    // reviewers read their companies' scorecards and an interviewer their own; only the author
    // writes (the server checks they were an interviewer of an interview that has ended, and a
    // member of the application's company), so a scorecard is written offline and sent later.
    table: 'interview_scorecards',
    scope: [byCompany, { column: 'author_id', keys: ownRows }],
    parentColumn: 'application_id',
    sortColumn: 'created_at',
    write: {
      insert: ['application_id', 'event_id', 'author_id', 'ratings', 'recommendation', 'notes'],
      update: ['ratings', 'recommendation', 'notes'],
      json: ['ratings'],
    },
    refusals: { '23505': 'You have already added a scorecard for this interview' },
  },
];
