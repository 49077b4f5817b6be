// Team Management: the selected company's members with their roles, from the device; changing
// roles, removing and inviting for those whose role allows it (others read it, told why);
// pending invitations. Team changes need a connection.
import { Alert, Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { AppIcon } from '@/components/app-icon';
import { useOnline } from '@/hooks/use-online';
import { companyRoleLabel } from '@/utils/member-role-labels';
import { OFFLINE_MESSAGE } from '../../data/team-commands';
import { usePendingInvitations } from '../../data/use-pending-invitations';
import { useTeamMembers } from '../../data/use-team-members';
import type { CompanyRef } from '../../utils/company-ref';
import { assignableRoles, canInvite, canManageMember, canManageTeam } from '../../utils/member-permissions';
import { PageHeader } from '@/components/page-header';
import { InviteMemberDialog } from './invite-member-dialog';
import { MemberRow } from './member-row';
import { PendingInvitations } from './pending-invitations';

const OWNER_RULE =
  'A company always keeps at least one owner. Owners cannot change their own role or leave the company: another owner can.';

export function TeamPage({ selectedCompany }: { selectedCompany: CompanyRef }) {
  const { company_id: companyId, company_name: companyName, user_role: role } = selectedCompany;
  const online = useOnline();
  const members = useTeamMembers(companyId);
  const invitations = usePendingInvitations(companyId);
  const [inviting, setInviting] = useState(false);
  const roles = assignableRoles(role);
  const manager = canManageTeam(role);

  return (
    <Stack gap="6" maxW="4xl" pb="16">
      <PageHeader
        title="Team Management"
        description={`The people of ${companyName} on Evee, and their roles.`}
        actions={
          canInvite(role) && (
            <Button colorPalette="brand" onClick={() => setInviting(true)} disabled={!online}>
              <AppIcon icon={UserPlusIcon} boxSize="4" />
              Invite member
            </Button>
          )
        }
      />
      {!manager && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            Only company owners, super admins and admins can change roles or remove members; you are{' '}
            {companyRoleLabel(role)}.
          </Alert.Title>
        </Alert.Root>
      )}
      {manager && !online && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{OFFLINE_MESSAGE}</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root variant="outline" as="section" aria-labelledby="members-heading">
        <Card.Header pb="2">
          <Heading as="h2" size="md" id="members-heading">
            Members{members ? ` (${members.length})` : ''}
          </Heading>
          <Text fontSize="sm" color="fg.muted" id="owner-rule">
            {OWNER_RULE}
          </Text>
        </Card.Header>
        <Card.Body p="0">
          {members === undefined ? (
            <Stack p="4" gap="3" aria-busy="true" aria-label="Loading the team">
              <Skeleton height="10" />
              <Skeleton height="10" />
              <Skeleton height="10" />
            </Stack>
          ) : (
            <Stack as="ul" gap="0" aria-label="Members">
              {members.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  manageable={canManageMember(role, member.member_role, member.isSelf)}
                  roles={roles}
                  online={online}
                  companyName={companyName}
                />
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <PendingInvitations
        state={invitations.state}
        members={members ?? []}
        onRetry={invitations.reload}
        onChanged={invitations.reload}
        myRole={role}
        online={online}
      />
      {canInvite(role) && (
        <InviteMemberDialog
          open={inviting}
          onClose={() => setInviting(false)}
          onInvited={invitations.reload}
          companyId={companyId}
          companyName={companyName}
          roles={roles}
        />
      )}
    </Stack>
  );
}
