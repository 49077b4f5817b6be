// The selected company's team from the device: memberships (company_team_members) with each
// person's name, e-mail and avatar from the user_profiles mirror. A teammate whose profile has
// not reached the device yet shows as 'Member' until it does.
import { useCallback } from 'react';
import { combineLatest, map, of, switchMap } from 'rxjs';
import type { CompanyTeamMemberDoc } from '@sync/collections/company-team-members/schema';
import type { UserProfileDoc } from '@sync/collections/user-profiles/schema';
import type { EveeDatabase } from '@sync/database';
import { useRxQuery } from '@/hooks/use-rx-query';

export interface TeamMember {
  id: string;
  user_id: string;
  member_role: string;
  joined_at: string | undefined;
  name: string;
  email: string | null;
  avatar_url: string | null;
  isSelf: boolean;
}

const ROLE_ORDER = ['company_owner', 'company_super_admin', 'company_admin', 'hr_manager', 'manager', 'recruiter'];

function personName(profile: UserProfileDoc | undefined): string {
  if (!profile) return 'Member';
  const full = [profile.first_name, profile.last_name].filter(Boolean).join(' ').trim();
  return profile.display_name?.trim() || full || profile.email?.split('@')[0] || 'Member';
}

function toMembers(memberships: CompanyTeamMemberDoc[], profiles: UserProfileDoc[], userId: string): TeamMember[] {
  const byUser = new Map(profiles.map((p) => [p.user_id, p]));
  const rank = (role: string) => (ROLE_ORDER.indexOf(role) + ROLE_ORDER.length + 1) % (ROLE_ORDER.length + 1);
  return memberships
    .map((m) => {
      const profile = byUser.get(m.user_id);
      return {
        id: m.id,
        user_id: m.user_id,
        member_role: m.member_role,
        joined_at: m.joined_at,
        name: personName(profile),
        email: profile?.email ?? null,
        avatar_url: profile?.avatar_url ?? null,
        isSelf: m.user_id === userId,
      };
    })
    .sort((a, b) => rank(a.member_role) - rank(b.member_role) || a.name.localeCompare(b.name));
}

/** The team, or undefined while the device is opening its database. */
export function useTeamMembers(companyId: string): TeamMember[] | undefined {
  const build = useCallback(
    (db: EveeDatabase, userId: string) =>
      db.company_team_members.find({ selector: { company_id: companyId } }).$.pipe(
        map((docs) => docs.map((d) => d.toJSON() as CompanyTeamMemberDoc)),
        switchMap((memberships) =>
          combineLatest([
            of(memberships),
            db.user_profiles
              .find({ selector: { user_id: { $in: memberships.map((m) => m.user_id) } } })
              .$.pipe(map((docs) => docs.map((d) => d.toJSON() as UserProfileDoc))),
          ]),
        ),
        map(([memberships, profiles]) => toMembers(memberships, profiles, userId)),
      ),
    [companyId],
  );
  return useRxQuery<TeamMember[] | undefined>(build, undefined);
}
