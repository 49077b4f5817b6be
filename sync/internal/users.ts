/**
 * User Management's calls, online: the internal portal is not mirrored on staff devices. The
 * database decides who may do what (internal_set_role, internal_set_suspended) and answers a
 * refusal in words, which these throw as they are.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { readPeople } from '../collections/user-profiles/emails';

export const USERS_PAGE_SIZE = 20;

export type AppRole =
  | 'internal_owner'
  | 'internal_super_admin'
  | 'internal_admin'
  | 'internal_member'
  | 'company_admin'
  | 'company_member'
  | 'recruiter'
  | 'talent';

export interface UserSummary {
  user_id: string;
  email: string;
  display_name: string | null;
  avatar_url: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  suspended: boolean;
  roles: AppRole[];
}

export interface UserDetail {
  user_id: string;
  email: string;
  created_at: string;
  last_sign_in_at: string | null;
  suspended: boolean;
  portal_role: 'owner' | 'super_admin' | 'admin' | 'member' | null;
  profile: { display_name: string | null; avatar_url: string | null; status: string | null } | null;
  roles: { id: string; role: AppRole; context_id: string | null; company_name: string | null; granted_at: string }[];
  companies: { company_id: string; name: string; identifier: string; member_role: string }[];
  activity: {
    applications: number;
    last_application_at: string | null;
    messages_30_days: number;
    last_message_at: string | null;
    tickets: number;
  };
}

function answer<T>(result: { data: T | null; error: { message: string } | null }): T {
  if (result.error) throw new Error(result.error.message);
  if (result.data === null) throw new Error('The server sent no answer');
  return result.data;
}

export async function searchUsers(
  client: SupabaseClient<Database>,
  q: string,
  page: number,
): Promise<{ users: UserSummary[]; total: number }> {
  const rows = answer(
    await client.rpc('internal_search_users', { q, page_number: page, page_size: USERS_PAGE_SIZE }),
  ) as (UserSummary & { total: number | string })[];
  return {
    users: rows.map(({ total: _total, ...user }) => user),
    total: rows.length ? Number(rows[0]!.total) : 0,
  };
}

export async function userDetail(client: SupabaseClient<Database>, userId: string): Promise<UserDetail> {
  // The jsonb's shape is the function's own contract, which the catalog does not describe.
  return answer(await client.rpc('internal_user_detail', { target: userId })) as unknown as UserDetail;
}

export async function setUserRole(
  client: SupabaseClient<Database>,
  change: { userId: string; role: AppRole; granted: boolean; companyId?: string | null },
): Promise<void> {
  const { error } = await client.rpc('internal_set_role', {
    target: change.userId,
    role: change.role,
    granted: change.granted,
    company_id: change.companyId ?? null,
  });
  if (error) throw new Error(error.message);
}

export async function setUserSuspended(
  client: SupabaseClient<Database>,
  userId: string,
  suspended: boolean,
): Promise<void> {
  const { error } = await client.rpc('internal_set_suspended', { target: userId, suspended });
  if (error) throw new Error(error.message);
}

export type PortalRole = 'owner' | 'super_admin' | 'admin' | 'member';

export interface StaffMember {
  user_id: string;
  member_role: PortalRole;
  created_at: string;
  display_name: string | null;
  email: string | null;
  avatar_url: string | null;
}

/** The portal's team, owners first, then by name. */
export async function readTeam(client: SupabaseClient<Database>): Promise<StaffMember[]> {
  const team = await client
    .from('internal_portal_users')
    .select('user_id, member_role, created_at')
    .eq('_deleted', false);
  if (team.error) throw new Error(team.error.message);
  const rows = team.data as Pick<StaffMember, 'user_id' | 'member_role' | 'created_at'>[];
  // E-mails are private to the profile; staff get them through profile_emails().
  const people = await readPeople(
    client,
    rows.map((r) => r.user_id),
  ).catch((e: { message?: string }) => {
    throw new Error(e.message ?? String(e));
  });
  const byId = new Map(people.map((p) => [p.user_id, p]));
  const order: PortalRole[] = ['owner', 'super_admin', 'admin', 'member'];
  return rows
    .map((r) => ({ display_name: null, email: null, avatar_url: null, ...byId.get(r.user_id), ...r }))
    .sort(
      (a, b) =>
        order.indexOf(a.member_role) - order.indexOf(b.member_role) ||
        (a.display_name ?? a.email ?? '').localeCompare(b.display_name ?? b.email ?? ''),
    );
}

export interface StaffInvitation {
  id: string;
  email: string;
  member_role: PortalRole;
  created_at: string;
}

/** Adds an existing account to the team at once, or invites the address by e-mail. */
export async function inviteStaff(
  client: SupabaseClient<Database>,
  email: string,
  role: PortalRole,
): Promise<{ status: 'added' | 'invited' }> {
  const { data, error } = await client.rpc('internal_invite_staff', { email: email.trim(), member_role: role });
  if (error) throw new Error(error.message);
  return data as { status: 'added' | 'invited' };
}

/** Invitations not yet accepted nor cancelled, newest first. */
export async function readStaffInvitations(client: SupabaseClient<Database>): Promise<StaffInvitation[]> {
  const { data, error } = await client
    .from('internal_staff_invitations')
    .select('id, email, member_role, created_at')
    .is('accepted_at', null)
    .is('cancelled_at', null)
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data as StaffInvitation[];
}

export async function cancelStaffInvitation(client: SupabaseClient<Database>, invitationId: string): Promise<void> {
  const { error } = await client.rpc('internal_cancel_staff_invitation', { invitation_id: invitationId });
  if (error) throw new Error(error.message);
}
