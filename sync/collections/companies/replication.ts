/**
 * Replication of companies: our handlers, because every company is public and the mirror
 * keeps only those the device shows (the scope: the companies of the user's memberships, and
 * those of the jobs on the device, so a talent's applied and saved jobs show their company's
 * name and logo offline). Read only.
 */
import { combineLatest, map, of, type Observable } from 'rxjs';
import type { SyncContext, TableSync } from '../../replication/types';
import type { CompanyDoc } from './schema';

const memberships = ({ db, userId }: SyncContext): Observable<string[]> =>
  db.company_team_members.find({ selector: { user_id: userId } }).$.pipe(map((ms) => ms.map((m) => m.company_id)));

// A test database may open without workspace records. A job's record keeps its company in `scope`.
const companiesOfJobs = ({ db }: SyncContext): Observable<string[]> =>
  db.workspace_records
    ? db.workspace_records.find({ selector: { table: 'jobs' } }).$.pipe(map((jobs) => jobs.map((j) => j.scope)))
    : of([]);

export const companiesSync: TableSync<CompanyDoc> = {
  table: 'companies',
  via: 'handlers',
  scope: {
    column: 'id',
    keys: (ctx) =>
      combineLatest([memberships(ctx), companiesOfJobs(ctx)]).pipe(
        map((lists) => [...new Set(lists.flat().filter(Boolean))].sort()),
      ),
    // The company of a job saved or applied to while the app was closed offline.
    fetchMissingAtStart: true,
  },
};
