// Team changes that need the server's authority, online only (refused at once offline, in
// words): change a member's role, remove a member (the team RPCs), invite someone by e-mail
// (an insert into company_invitations; the invitee accepts from their notifications), and
// revoke or resend a pending invitation (the invitation RPCs).
// The device's team mirror follows through replication.
import { getSupabase } from '@/lib/supabase';
import { companyMemberRoles, type CompanyMemberRole } from '../utils/member-permissions';

export const OFFLINE_MESSAGE = 'You are offline. Changing the team needs a connection.';

type Result = { error: string | null };

function describe(error: { code?: string; message: string }): string {
  if (error.code === '23505') return 'An invitation to this e-mail address is already pending';
  if (error.code === 'PGRST202') return 'Team changes are not available on this server yet';
  return error.message;
}

async function run(
  what: string,
  context: object,
  call: () => PromiseLike<{ error: { code?: string; message: string } | null }>,
): Promise<Result> {
  if (!navigator.onLine) return { error: OFFLINE_MESSAGE };
  try {
    const { error } = await call();
    if (!error) return { error: null };
    console.error(`${what} failed`, { ...context, error });
    return { error: describe(error) };
  } catch (err) {
    console.error(`${what} failed`, { ...context, err });
    return { error: navigator.onLine ? 'Evee could not be reached. Try again.' : OFFLINE_MESSAGE };
  }
}

/** The roles the database knows; a role read from a form control is checked before it is sent. */
const isCompanyRole = (role: string): role is CompanyMemberRole =>
  (companyMemberRoles as readonly string[]).includes(role);
const unknownRole = (role: string): Result => ({ error: `'${role}' is not a company role.` });

export async function changeMemberRole(memberId: string, newRole: string): Promise<Result> {
  if (!isCompanyRole(newRole)) return unknownRole(newRole);
  const client = await getSupabase();
  return run('Changing a member role', { memberId, newRole }, () =>
    client.rpc('change_company_member_role', { member_id: memberId, new_role: newRole }),
  );
}

export async function removeMember(memberId: string): Promise<Result> {
  const client = await getSupabase();
  return run('Removing a member', { memberId }, () => client.rpc('remove_company_member', { member_id: memberId }));
}

export async function inviteMember(companyId: string, email: string, memberRole: string): Promise<Result> {
  if (!isCompanyRole(memberRole)) return unknownRole(memberRole);
  const client = await getSupabase();
  return run('Inviting a member', { companyId, memberRole }, () =>
    client
      .from('company_invitations')
      .insert({ company_id: companyId, email: email.trim().toLowerCase(), member_role: memberRole }),
  );
}

export async function revokeInvitation(invitationId: string): Promise<Result> {
  const client = await getSupabase();
  return run('Revoking an invitation', { invitationId }, () =>
    client.rpc('revoke_company_invitation', { invitation_id: invitationId }),
  );
}

export async function resendInvitation(invitationId: string): Promise<Result> {
  const client = await getSupabase();
  return run('Resending an invitation', { invitationId }, () =>
    client.rpc('resend_company_invitation', { invitation_id: invitationId }),
  );
}
