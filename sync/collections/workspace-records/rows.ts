/**
 * The rows the workspace_records collection holds, typed as the server sends them (the company
 * workspace's data contract): derived from the generated `Database` type (../../database-types.ts,
 * `npm run gen:types`), so a column added, dropped or retyped by a migration shows up here as a
 * type change. Narrowed only where the catalog cannot say more: jsonb columns get the shape the
 * app keeps in them, and a few fields stay optional for rows written by the device or by older
 * versions before the server answered. Status lists come from the enums and CHECK constraints.
 */
import { Constants, type Database, type Tables } from '../../database-types';

const enums = Constants.public.Enums;
const checks = Constants.public.Checks;
type TableName = keyof Database['public']['Tables'];

/** A table's row as the device keeps it: `_deleted` is the document's own, `_modified` and `_txid` stay on the server. */
type ServerRow<T extends TableName> = Omit<Tables<T>, '_deleted' | '_modified' | '_txid'>;

/** `R` with the members of `O` in place of its own (a jsonb column's shape, an optional field). */
type With<R, O> = Omit<R, keyof O> & O;

/** Some columns made optional: absent on rows the device wrote, or kept by older versions. */
type Optional<R, K extends keyof R> = With<R, Partial<Pick<R, K>>>;

export const hiringPlanStatuses = enums.hiring_plan_status;
export const hiringPriorities = enums.hiring_priority;
export const employmentTypes = enums.employment_type;
export const jobWorkplaces = enums.job_workplace;
export const jobStatuses = enums.job_status;
export const applicationStatuses = enums.application_status;

export type HiringPlanStatus = Tables<'hiring_plans'>['status'];
export type HiringPriority = Tables<'hiring_plans'>['priority'];
export type EmploymentType = Tables<'jobs'>['employment_type'];
export type JobWorkplace = Tables<'jobs'>['workplace'];
export type SalaryPeriod = Tables<'jobs'>['salary_period'];
export type JobStatus = Tables<'jobs'>['status'];
export type ApplicationStatus = Tables<'job_applications'>['status'];

/* Lists of CHECK-constrained text columns' values (the database's, see Constants.public.Checks). */
export const salaryPeriods = checks.jobs.salary_period;
export const resumeProgress = checks.job_applications.progress_resume;
export const aiInterviewProgress = checks.job_applications.progress_ai_interview;
export const screeningProgress = checks.job_applications.progress_screening;

export type HiringPlanRow = ServerRow<'hiring_plans'>;

/** The recruiter terms and the skills are absent on rows kept by versions before jobs carried them. */
export type JobRow = Optional<
  ServerRow<'jobs'>,
  | 'open_to_recruiters'
  | 'recruiter_fee_type'
  | 'recruiter_fee_percent'
  | 'recruiter_fee_amount'
  | 'recruiter_guarantee_days'
  | 'required_skills'
  | 'nice_to_have_skills'
  | 'min_experience_years'
>;

export interface ApplicationAssessment {
  /** The database's match explanation (supabase/README.md, Match score). */
  matched_skills?: string[];
  missing_skills?: string[];
  extra_skills?: string[];
  nice_matched_skills?: string[];
  reasons?: string[];
  summary?: string;
  skills?: { skill: string; score: number }[];
  communication?: number;
  professional?: number;
  video_interview?: {
    date?: string;
    duration_minutes?: number;
    has_transcription?: boolean;
    original_language?: string;
  };
}

/**
 * A private file's metadata as rows keep it (talent_profiles.resume, job_applications.
 * resume_file): the object in its bucket, and what the person picked. Readers sign the path.
 */
export interface FileReference {
  bucket: string;
  path: string;
  name: string;
  size: number;
  type: string;
  uploadedAt: string;
}

/**
 * `withdrawn_at` is set with `_deleted` when the talent withdraws; it and `resume_file` are absent
 * on rows kept before they were recorded.
 */
export type ApplicationRow = Optional<
  With<ServerRow<'job_applications'>, { assessment: ApplicationAssessment | null; resume_file: FileReference | null }>,
  'withdrawn_at' | 'resume_file'
>;

/**
 * `phone` is not selectable (column privileges; talent-phone.ts): each row is completed with the
 * owner's own number, or for anyone else the shown one or null. `visible_phone` is the server's
 * copy of the number when shown (server-owned; absent until the server answered).
 */
export type TalentProfileRow = Optional<
  With<
    ServerRow<'talent_profiles'>,
    {
      phone: string | null;
      work_experience: { title?: string; company?: string; period?: string; description?: string }[];
      education: { school?: string; degree?: string; period?: string }[];
      links: { label?: string; url?: string }[];
      resume: FileReference | null;
    }
  >,
  'visible_phone' | 'resume'
>;

/**
 * A job the talent saved for later (unsaving deletes the row; saving again makes a new one). The
 * job's title and company when saved, and whether it is open now, are the server's (absent until
 * it answered); a closed job's row is no longer readable.
 */
export type SavedJobRow = Optional<ServerRow<'saved_jobs'>, 'job_title' | 'company_name' | 'job_open'>;

/** A saved search the talent is told about when a matching job opens (a null workplace: any). */
export type JobAlertRow = ServerRow<'job_alerts'>;

export type TicketCategory = Tables<'support_tickets'>['category'];
export type TicketStatus = Tables<'support_tickets'>['status'];
export const ticketCategories = checks.support_tickets.category;
export const ticketStatuses = checks.support_tickets.status;

/** A recruiter application's answers (support_tickets.details). */
export interface RecruiterApplicationDetails {
  experience_years: number;
  specialties: string[];
  regions: string[];
  profile_url: string;
  motivation: string;
}

/** A ticket opened for Evee's staff, or a recruiter application (category recruiter_application). */
export type SupportTicketRow = With<ServerRow<'support_tickets'>, { details: Record<string, unknown> }>;

/** A recruiter's candidate: an Evee talent (talent_id) or an outside lead, with notes and tags. */
export type RecruiterCandidateRow = ServerRow<'recruiter_candidates'>;

export type SubmissionStatus = Tables<'recruiter_submissions'>['status'];
export const submissionStatuses = checks.recruiter_submissions.status;

/** A recruiter's submission of a talent to a job, waiting for the talent's consent or answered. */
export type RecruiterSubmissionRow = ServerRow<'recruiter_submissions'>;

/** Which recruiter represents a talent to a company, until expires_at. */
export type RecruiterOwnershipRow = ServerRow<'recruiter_ownerships'>;

export type PlacementStatus = Tables<'placements'>['status'];
export const placementStatuses = checks.placements.status;

/** A recruiter's hire and its fee, with the ledger's state. */
export type PlacementRow = ServerRow<'placements'>;

export interface CampaignStep {
  template_id: string;
  delay_days: number;
}

/** A recruiter's outreach campaign: a first e-mail and up to 3 follow-ups. */
export type RecruiterCampaignRow = With<ServerRow<'recruiter_campaigns'>, { steps: CampaignStep[] }>;

export type RecipientState = Tables<'campaign_recipients'>['state'];
export const recipientStates = checks.campaign_recipients.state;

/**
 * One person a campaign writes to, and where their sequence stands. `last_queue_id` is the
 * server's (its last queued e-mail), absent on a row the device wrote until the server answered.
 */
export type CampaignRecipientRow = Optional<ServerRow<'campaign_recipients'>, 'last_queue_id'>;

export type CalendarEventKind = Tables<'calendar_events'>['kind'];
export type CalendarEventStatus = Tables<'calendar_events'>['status'];
export const calendarEventKinds = checks.calendar_events.kind;
export const calendarEventStatuses = checks.calendar_events.status;

/** One time an organiser offers; the talent picks one of up to 3. */
export interface CalendarSlot {
  starts_at: string;
  ends_at: string;
}

/**
 * An interview, call, meeting or reminder the person organises or is invited to. While
 * 'proposed', starts_at and ends_at hold the first of proposed_slots; time_zone is the IANA
 * zone the organiser scheduled in.
 */
export type CalendarEventRow = With<ServerRow<'calendar_events'>, { proposed_slots: CalendarSlot[] }>;

export type ScorecardRecommendation = Tables<'interview_scorecards'>['recommendation'];
export const scorecardRecommendations = checks.interview_scorecards.recommendation;

/** An interviewer's ratings, each 1-4: communication, professional skills and the job's required skills. */
export interface ScorecardRatings {
  communication: number;
  professional: number;
  skills?: Record<string, number>;
}

/**
 * An interviewer's scorecard for an interview. company_id is the server's (from the
 * application), absent on a scorecard the device wrote until the server answered.
 */
export type ScorecardRow = Optional<
  With<ServerRow<'interview_scorecards'>, { ratings: ScorecardRatings }>,
  'company_id'
>;
