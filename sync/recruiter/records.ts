/**
 * The recruiter's submissions from the device, live, each with its job and company (null until
 * the device has them), the application it became (its status and the company's reason: the
 * device mirrors the applications the recruiter submitted, job_applications' `submitted_by`
 * scope alternative) and the talent's name.
 */
import { combineLatest, map, of, switchMap, type Observable } from 'rxjs';
import type { ApplicationRow, RecruiterSubmissionRow } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { watchJobsOnDevice, type JobOnDevice } from '../talent/records';
import { watchMySubmissions } from './submissions';
import { plainRow } from '../replication/records';
import { watchWorkspaceSynced } from '../workspace/synced';

export interface SubmissionOnDevice {
  submission: RecruiterSubmissionRow;
  job: JobOnDevice | null;
  /**
   * The job is not on the device yet and the workspace's first sync may still bring it: the
   * jobs are fetched once the submissions naming them have arrived, a moment after them.
   */
  jobArriving: boolean;
  /** Where the company has it (null until it is on the device). */
  application: Pick<ApplicationRow, 'status' | 'rejection_reason'> | null;
  talentName: string | null;
}

export function watchSubmissionsDetailed(db: EveeDatabase, recruiterId: string): Observable<SubmissionOnDevice[]> {
  return watchMySubmissions(db, recruiterId).pipe(
    switchMap((submissions) => {
      if (!submissions.length) return of([]);
      const jobIds = [...new Set(submissions.map((s) => s.job_id))];
      const applicationIds = submissions.flatMap((s) => (s.application_id ? [s.application_id] : []));
      const talentIds = [...new Set(submissions.map((s) => s.talent_id))];
      return combineLatest([
        watchJobsOnDevice(db, jobIds),
        applicationIds.length
          ? db.workspace_records.find({ selector: { id: { $in: applicationIds }, table: 'job_applications' } }).$
          : of([]),
        db.user_profiles.find({ selector: { user_id: { $in: talentIds } } }).$,
        db.workspace_records.find({ selector: { table: 'recruiter_candidates', scope: recruiterId } }).$,
        watchWorkspaceSynced(db),
      ]).pipe(
        map(([jobs, applications, people, candidates, synced]) => {
          const applicationById = new Map(applications.map((d) => [d.id, plainRow<ApplicationRow>(d)]));
          // The recruiter's own name for the person first (a profile may not be on the device).
          const nameOf = new Map(
            people.map((p) => [p.user_id, p.display_name || [p.first_name, p.last_name].filter(Boolean).join(' ')]),
          );
          for (const c of candidates) if (c.row.talent_id) nameOf.set(String(c.row.talent_id), String(c.row.full_name));
          return submissions.map((submission) => ({
            submission,
            job: jobs.get(submission.job_id) ?? null,
            jobArriving: !synced && !jobs.has(submission.job_id),
            application: submission.application_id ? (applicationById.get(submission.application_id) ?? null) : null,
            talentName: nameOf.get(submission.talent_id) ?? null,
          }));
        }),
      );
    }),
  );
}
