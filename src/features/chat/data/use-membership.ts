// What the filters need to know about the user, from the local database: whether they are an
// internal user and which companies they belong to.
import { combineLatest, map } from 'rxjs';
import type { SyncSession } from '@sync/auth-bridge';
import type { Membership } from '../utils/filters';
import { useObservable } from './use-observable';

const NONE: Membership = { isInternal: false, companies: [] };

export function useMembership(session: SyncSession | null): Membership {
  return useObservable(
    () => {
      if (!session) return null;
      const { db, userId } = session;
      return combineLatest([
        db.internal_portal_users.count({ selector: { user_id: userId } }).$,
        db.company_team_members.find({ selector: { user_id: userId } }).$,
        db.companies.find().$,
      ]).pipe(
        map(([internal, members, companies]) => {
          const names = new Map(companies.map((c) => [c.id, c.name]));
          return {
            isInternal: internal > 0,
            companies: members.map((m) => ({ id: m.company_id, name: names.get(m.company_id) ?? 'Company' })),
          };
        }),
      );
    },
    NONE,
    [session],
  );
}
