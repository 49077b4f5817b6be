// Invitations not yet answered: the e-mail, the role offered, who sent it and when, with
// Resend and Revoke for those who could have sent it.
import { Alert, Badge, Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MailIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';
import { companyRoleLabel } from '@/utils/member-role-labels';
import type { InvitationsState } from '../../data/use-pending-invitations';
import type { TeamMember } from '../../data/use-team-members';
import { formatDay } from '@/utils/format-day';
import { canManageInvitation } from '../../utils/member-permissions';
import { InvitationActions } from './invitation-actions';

export function PendingInvitations({
  state,
  members,
  onRetry,
  onChanged,
  myRole,
  online,
}: {
  state: InvitationsState;
  members: TeamMember[];
  onRetry: () => void;
  onChanged: () => void;
  myRole: string | null | undefined;
  online: boolean;
}) {
  const inviter = (id: string | null) => {
    const member = members.find((m) => m.user_id === id);
    if (!member) return 'a former member';
    return member.isSelf ? 'you' : member.name === 'Member' ? (member.email ?? 'a member') : member.name;
  };
  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = <Skeleton role="status" height="12" m="4" aria-label="Loading pending invitations" />;
  } else if (state.status === 'offline') {
    body = (
      <Text p="4" color="fg.muted">
        You're offline. Pending invitations show when you are back online.
      </Text>
    );
  } else if (state.status === 'error') {
    body = (
      <Alert.Root status="error" m="4" w="auto">
        <Alert.Indicator />
        <Alert.Title flex="1">Pending invitations could not be loaded: {state.message}</Alert.Title>
        <Button size="xs" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Alert.Root>
    );
  } else if (state.invitations.length === 0) {
    body = (
      <Text p="4" color="fg.muted">
        No pending invitations. Invite a member and they will show here until they answer.
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" gap="0" aria-label="Pending invitations">
        {state.invitations.map((inv) => (
          <Box
            as="li"
            key={inv.id}
            listStyleType="none"
            px={{ base: '4', md: '6' }}
            py="3"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
          >
            <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'start' }}>
              <HStack gap="3" align="start" flex="1" minW="0">
                <AppIcon icon={MailIcon} boxSize="4" mt="1" color="fg.muted" />
                <Stack gap="0.5" minW="0" flex="1">
                  <HStack gap="2" flexWrap="wrap">
                    <Text fontWeight="medium" overflowWrap="anywhere">
                      {inv.email}
                    </Text>
                    <Badge variant="subtle">{companyRoleLabel(inv.member_role)}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    Invited by {inviter(inv.invited_by)} on {formatDay(inv.created_at)}
                  </Text>
                </Stack>
              </HStack>
              {canManageInvitation(myRole, inv.member_role) && (
                <InvitationActions invitationId={inv.id} email={inv.email} online={online} onChanged={onChanged} />
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="pending-invitations-heading">
      <Card.Header pb="2">
        <Heading as="h2" size="md" id="pending-invitations-heading">
          Pending invitations
        </Heading>
      </Card.Header>
      <Card.Body p="0">{body}</Card.Body>
    </Card.Root>
  );
}
