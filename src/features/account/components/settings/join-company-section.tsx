// 'Join a company': the invitations waiting for the person's answer, with Accept and Decline
// (the same commands and states as the notifications screen).
import { Box, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { InvitationActions } from '@/components/invitation-actions';
import { Avatar } from '@/components/avatar';
import { companyRoleLabel } from '@/utils/member-role-labels';
import { invitationData } from '@/utils/notification-fields';
import { usePendingInvitations } from '../../data/use-pending-invitations';
import { SectionCard } from '../section-card';

export function JoinCompanySection() {
  const { invitations, loaded } = usePendingInvitations();
  return (
    <SectionCard
      id="join-company"
      title="Join a company"
      description="Companies invite you by your e-mail address; their invitations wait here and in your notifications."
    >
      {!loaded ? (
        <Skeleton height="14" role="status" aria-label="Loading your invitations" />
      ) : invitations.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No invitations right now. Ask a company owner or admin to invite your e-mail address from their Team
          Management, or create your own company above.
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Invitations">
          {invitations.map((row) => {
            const data = invitationData(row);
            const company = data?.company_name ?? 'A company';
            return (
              <Box as="li" key={row.id} borderWidth="1px" borderRadius="l2" p="3">
                <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
                  <HStack gap="3" flex="1" minW="0" align="start">
                    <Avatar name={company} src={data?.company_logo} size="md" shape="rounded" />
                    <Box flex="1" minW="0">
                      <Text fontWeight="semibold">{company}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        As {companyRoleLabel(data?.member_role)}
                        {data?.invited_by ? ` · invited by ${data.invited_by}` : ''}
                      </Text>
                    </Box>
                  </HStack>
                  <Stack gap="1" align={{ base: 'start', sm: 'end' }} ps={{ base: '52px', sm: '0' }}>
                    <InvitationActions row={row} />
                  </Stack>
                </Flex>
              </Box>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
