/**
 * Which tables live in workspace_records, and how (the registry): a table's row type, the
 * column that scopes the mirror (and which keys it takes), the parent and sort columns that
 * are indexed, and what the device may write. Order matters: tables are pulled and pushed in
 * this order, so a plan is sent before a job that refers to it. Adding a table is an entry
 * here, its row type in ./rows.ts and its name in WorkspaceRows.
 */
import { map, of, type Observable } from 'rxjs';
import type { RecordTable } from '../../replication/records';
import type { SyncContext } from '../../replication/types';
import type { ApplicationRow, HiringPlanRow, JobRow, TalentProfileRow } from './rows';

/** Row type by table name: the typed accessors (sync/workspace/records.ts) read through it. */
export interface WorkspaceRows {
  hiring_plans: HiringPlanRow;
  jobs: JobRow;
  job_applications: ApplicationRow;
  talent_profiles: TalentProfileRow;
}

export type WorkspaceTable = keyof WorkspaceRows;

/** The companies the user is a member of: every one is mirrored, not only the selected one. */
export const memberCompanies = ({ db, userId }: SyncContext): Observable<string[]> =>
  db.company_team_members.find({ selector: { user_id: userId } }).$.pipe(map((ms) => ms.map((m) => m.company_id)));

/** The user alone: for tables of the user's own rows (saved jobs, their applications). */
export const ownRows = ({ userId }: SyncContext): Observable<string[]> => of([userId]);

/** The user and everyone who applied to the user's companies (as far as the device knows). */
export const selfAndApplicants = ({ db, userId }: SyncContext): Observable<string[]> =>
  db.workspace_records
    .find({ selector: { table: 'job_applications' } })
    .$.pipe(map((records) => [userId, ...records.map((r) => String(r.row.user_id))]));

const byCompany = { column: 'company_id', keys: memberCompanies };

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
    table: 'jobs',
    scope: byCompany,
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
      ],
    },
  },
  {
    table: 'job_applications',
    scope: byCompany,
    parentColumn: 'job_id',
    sortColumn: 'created_at',
    // A company member changes only these (the server's guard refuses any other column).
    write: {
      insert: [],
      update: [
        'status',
        'progress_resume',
        'progress_ai_interview',
        'progress_screening',
        'match_score',
        'rejection_reason',
      ],
    },
  },
  {
    // Row-level security gives the same rows, but a scope makes the profile of a new applicant
    // arrive with their application, whatever the profile's age (the checkpoint is past it).
    table: 'talent_profiles',
    scope: { column: 'user_id', keys: selfAndApplicants },
    sortColumn: 'updated_at',
  },
];
