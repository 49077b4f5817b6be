/**
 * The rows the workspace_records collection holds, typed as the server sends them (the company
 * workspace's data contract): timestamps in PostgREST's encoding, numerics as numbers, JSON
 * as objects and arrays.
 */
export const hiringPlanStatuses = ['propose', 'ongoing', 'paused', 'past'] as const;
export const hiringPriorities = ['high', 'medium', 'low'] as const;
export const employmentTypes = ['full_time', 'part_time', 'contract', 'internship', 'temporary'] as const;
export const jobWorkplaces = ['onsite', 'hybrid', 'remote'] as const;
export const salaryPeriods = ['year', 'month', 'hour'] as const;
export const jobStatuses = ['draft', 'open', 'paused', 'closed'] as const;
export const applicationStatuses = ['reviewing', 'interviewed', 'rejected', 'hired', 'talent_reserved'] as const;
export const resumeProgress = ['submitted', 'reviewed'] as const;
export const aiInterviewProgress = ['completed', 'analyzed'] as const;
export const screeningProgress = ['pending', 'scheduled'] as const;

export type HiringPlanStatus = (typeof hiringPlanStatuses)[number];
export type HiringPriority = (typeof hiringPriorities)[number];
export type EmploymentType = (typeof employmentTypes)[number];
export type JobWorkplace = (typeof jobWorkplaces)[number];
export type SalaryPeriod = (typeof salaryPeriods)[number];
export type JobStatus = (typeof jobStatuses)[number];
export type ApplicationStatus = (typeof applicationStatuses)[number];

interface Stamped {
  id: string;
  created_at: string;
  updated_at: string;
}

export interface HiringPlanRow extends Stamped {
  company_id: string;
  title: string;
  goal: string | null;
  status: HiringPlanStatus;
  department: string | null;
  priority: HiringPriority;
  budget: number | null;
  budget_currency: string;
  positions: number;
  deadline: string | null;
  needs_recruiter: boolean;
  created_by: string | null;
}

export interface JobRow extends Stamped {
  company_id: string;
  hiring_plan_id: string | null;
  slug: string | null;
  title: string;
  description: string;
  employment_type: EmploymentType;
  location: string | null;
  workplace: JobWorkplace;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: SalaryPeriod;
  status: JobStatus;
  published_at: string | null;
  created_by: string | null;
  /** Recruiters may submit candidates, for the fee below (absent on rows from older devices). */
  open_to_recruiters?: boolean;
  recruiter_fee_type?: 'percentage' | 'fixed' | null;
  recruiter_fee_percent?: number | null;
  recruiter_fee_amount?: number | null;
  recruiter_guarantee_days?: number;
}

export interface ApplicationAssessment {
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

export interface ApplicationRow extends Stamped {
  job_id: string;
  company_id: string;
  user_id: string;
  status: ApplicationStatus;
  cover_note: string | null;
  resume_url: string | null;
  progress_resume: (typeof resumeProgress)[number];
  progress_ai_interview: (typeof aiInterviewProgress)[number] | null;
  progress_screening: (typeof screeningProgress)[number] | null;
  match_score: number | null;
  assessment: ApplicationAssessment | null;
  rejection_reason: string | null;
  submitted_by: string | null;
  status_changed_at: string | null;
  /** When the talent withdrew it (set with `_deleted`; absent on servers before withdrawal was recorded). */
  withdrawn_at?: string | null;
}

export interface TalentProfileRow extends Stamped {
  user_id: string;
  headline: string | null;
  location: string | null;
  experience_years: number | null;
  skills: string[];
  work_experience: { title?: string; company?: string; period?: string; description?: string }[];
  education: { school?: string; degree?: string; period?: string }[];
  expected_rate: number | null;
  expected_rate_currency: string;
  expected_rate_period: SalaryPeriod;
  employment_type: EmploymentType | null;
  /** The owner's own number; for anyone else the shown one or null (talent-phone.ts). */
  phone: string | null;
  /** The server's copy of the number when shown, else null (server-owned). */
  visible_phone?: string | null;
  links: { label?: string; url?: string }[];
  open_to_recruiters: boolean;
  show_email: boolean;
  show_phone: boolean;
}

/** A job the talent saved for later (unsaving deletes the row; saving again makes a new one). */
export interface SavedJobRow {
  id: string;
  user_id: string;
  job_id: string;
  created_at: string;
  /** The job's title and company when saved, kept by the server (absent until it answered). */
  job_title?: string | null;
  company_name?: string | null;
  /** Whether the job is open now (server-owned); a closed job's row is no longer readable. */
  job_open?: boolean;
}

/** A saved search the talent is told about when a matching job opens. */
export interface JobAlertRow extends Stamped {
  user_id: string;
  name: string;
  query: string;
  location: string | null;
  /** null: any workplace. */
  workplace: JobWorkplace | null;
  employment_type: EmploymentType | null;
  min_salary: number | null;
  active: boolean;
  last_notified_at: string | null;
}

export const ticketCategories = ['general', 'account', 'billing', 'bug', 'recruiter_application'] as const;
export type TicketCategory = (typeof ticketCategories)[number];
export const ticketStatuses = ['open', 'in_progress', 'resolved', 'closed', 'approved', 'rejected'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** A recruiter application's answers (support_tickets.details). */
export interface RecruiterApplicationDetails {
  experience_years: number;
  specialties: string[];
  regions: string[];
  profile_url: string;
  motivation: string;
}

/** A ticket opened for Evee's staff, or a recruiter application (category recruiter_application). */
export interface SupportTicketRow extends Stamped {
  user_id: string;
  category: TicketCategory;
  subject: string;
  body: string;
  details: Record<string, unknown>;
  status: TicketStatus;
  assignee_id: string | null;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
}

/** A recruiter's candidate: an Evee talent (talent_id) or an outside lead, with notes and tags. */
export interface RecruiterCandidateRow extends Stamped {
  recruiter_id: string;
  talent_id: string | null;
  full_name: string;
  email: string | null;
  resume_url: string | null;
  notes: string;
  tags: string[];
}

export const submissionStatuses = ['pending_consent', 'declined', 'submitted', 'withdrawn'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** A recruiter's submission of a talent to a job, waiting for the talent's consent or answered. */
export interface RecruiterSubmissionRow extends Stamped {
  recruiter_id: string;
  job_id: string;
  company_id: string;
  talent_id: string;
  candidate_id: string | null;
  pitch: string;
  status: SubmissionStatus;
  application_id: string | null;
  decided_at: string | null;
}

/** Which recruiter represents a talent to a company, until expires_at. */
export interface RecruiterOwnershipRow {
  id: string;
  talent_id: string;
  company_id: string;
  recruiter_id: string;
  submission_id: string | null;
  starts_at: string;
  expires_at: string;
  created_at: string;
}

export const placementStatuses = ['expected', 'scheduled', 'paid', 'void'] as const;
export type PlacementStatus = (typeof placementStatuses)[number];

/** A recruiter's hire and its fee, with the ledger's state. */
export interface PlacementRow extends Stamped {
  submission_id: string | null;
  application_id: string;
  recruiter_id: string;
  company_id: string;
  job_id: string;
  talent_id: string;
  fee_type: 'percentage' | 'fixed';
  fee_percent: number | null;
  first_year_salary: number | null;
  fee_amount: number | null;
  currency: string;
  guarantee_days: number;
  start_date: string | null;
  status: PlacementStatus;
  paid_at: string | null;
  void_reason: string | null;
}

export interface CampaignStep {
  template_id: string;
  delay_days: number;
}

/** A recruiter's outreach campaign: a first e-mail and up to 3 follow-ups. */
export interface RecruiterCampaignRow extends Stamped {
  recruiter_id: string;
  name: string;
  job_id: string | null;
  steps: CampaignStep[];
  status: 'draft' | 'running' | 'stopped' | 'finished';
  started_at: string | null;
}

export const recipientStates = ['queued', 'sent', 'replied', 'stopped', 'finished'] as const;
export type RecipientState = (typeof recipientStates)[number];

/** One person a campaign writes to, and where their sequence stands. */
export interface CampaignRecipientRow extends Stamped {
  campaign_id: string;
  recruiter_id: string;
  candidate_id: string | null;
  talent_id: string | null;
  email: string;
  full_name: string;
  state: RecipientState;
  current_step: number;
  next_step_at: string | null;
}

export const calendarEventKinds = ['interview', 'call', 'meeting', 'reminder'] as const;
export const calendarEventStatuses = ['proposed', 'confirmed', 'cancelled'] as const;
export type CalendarEventKind = (typeof calendarEventKinds)[number];
export type CalendarEventStatus = (typeof calendarEventStatuses)[number];

/** One time an organiser offers; the talent picks one of up to 3. */
export interface CalendarSlot {
  starts_at: string;
  ends_at: string;
}

/**
 * An interview, call, meeting or reminder the person organises or is invited to. While
 * 'proposed', starts_at and ends_at hold the first of proposed_slots.
 */
export interface CalendarEventRow extends Stamped {
  kind: CalendarEventKind;
  title: string;
  starts_at: string;
  ends_at: string;
  /** The IANA time zone the organiser scheduled in. */
  time_zone: string;
  location: string | null;
  video_url: string | null;
  organizer_id: string;
  attendee_ids: string[];
  status: CalendarEventStatus;
  proposed_slots: CalendarSlot[];
  job_application_id: string | null;
  company_id: string | null;
  notes: string | null;
}
