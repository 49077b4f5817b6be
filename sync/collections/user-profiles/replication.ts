/**
 * Replication of profiles: our handlers, because every account's profile is readable and the
 * mirror keeps only those the device shows (the scope: the user's own id, the participants of
 * their conversations, their teammates in every company they belong to, the people who
 * applied to those companies, and the Evee talent a recruiter represents or submitted;
 * growing as these do). The e-mail is private: rows are read
 * without it and completed with the addresses the user may see (./emails.ts), which are those
 * of the same people, so the device keeps every e-mail its screens show. The user
 * edits their names and avatar; the update is guarded on the server's updated_at, and on a
 * conflict the server wins.
 */
import { combineLatest, map, of, type Observable } from 'rxjs';
import type { SyncContext, TableSync } from '../../replication/types';
import type { UserProfileDoc } from './schema';
import { PROFILE_COLUMNS, withEmails } from './emails';
import { fromTable } from '../../replication/any-table';

export const userProfilesSync: TableSync<UserProfileDoc> = {
  table: 'user_profiles',
  via: 'handlers',
  columns: PROFILE_COLUMNS,
  complete: (ctx, rows) => withEmails(ctx.client, rows),
  scope: {
    column: 'user_id',
    keys: (ctx) =>
      combineLatest([contacts(ctx), teammates(ctx), applicants(ctx), represented(ctx)]).pipe(
        map((lists) => [...new Set([ctx.userId, ...lists.flat()])].sort()),
      ),
    // A teammate, contact or applicant whose fetch a closed tab cut short (a reload during the
    // first sync) is in the scope from the next start on, and the pull is past their row.
    fetchMissingAtStart: true,
  },
  async push({ newDocumentState: doc, assumedMasterState: before }, ctx) {
    if (doc.user_id !== ctx.userId) {
      // The device never edits another person's profile, so a change queued for one is a fault
      // of the replication (see push-handler.ts): the server's copy replaces it, logged.
      const server = await ctx.fetchRow(doc.id);
      console.warn('[sync] another person’s profile was queued to send; the server’s copy replaces it', {
        id: doc.id,
        userId: doc.user_id,
      });
      ctx.putServerCopy(server ?? { ...doc, _deleted: true });
      return undefined;
    }
    if (before) {
      const { display_name, first_name, last_name, avatar_url } = doc;
      const { data, error } = await fromTable(ctx.client, ctx.table)
        .update({ display_name, first_name, last_name, avatar_url })
        .eq('id', doc.id)
        .eq('updated_at', before.updated_at)
        .select('id');
      if (error) throw error;
      if (data.length) return undefined;
    }
    return ctx.fetchRow(doc.id);
  },
};

// A test database may open without some collections.
const contacts = ({ db }: SyncContext): Observable<string[]> =>
  db.conversation_participants
    ? db.conversation_participants.find().$.pipe(map((ps) => ps.map((p) => p.user_id)))
    : of([]);

const teammates = ({ db }: SyncContext): Observable<string[]> =>
  db.company_team_members ? db.company_team_members.find().$.pipe(map((ms) => ms.map((m) => m.user_id))) : of([]);

/** The people named in one column of the device's records of some tables, followed live. */
const peopleIn = ({ db }: SyncContext, tables: string[], column: string): Observable<string[]> =>
  db.workspace_records
    ? db.workspace_records
        .find({ selector: { table: { $in: tables } } })
        .$.pipe(map((records) => records.flatMap((r) => (r.row[column] ? [String(r.row[column])] : []))))
    : of([]);

const applicants = (ctx: SyncContext) => peopleIn(ctx, ['job_applications'], 'user_id');

/** The Evee talent among a recruiter's candidates and submissions, whom Placements names. */
const represented = (ctx: SyncContext) => peopleIn(ctx, ['recruiter_candidates', 'recruiter_submissions'], 'talent_id');
