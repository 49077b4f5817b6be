// One teammate: avatar, name, e-mail and role; for someone allowed, 'Role' to change it and
// 'Remove' (confirmed first). The server's refusal shows in words under the row.
import { Badge, Box, Button, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { notify } from '@/components/ui/toaster';
import { companyRoleLabel } from '@/utils/member-role-labels';
import { changeMemberRole, removeMember } from '../../data/team-commands';
import type { TeamMember } from '../../data/use-team-members';
import { WorkspaceDialog } from '@/components/workspace-dialog';

interface Props {
  member: TeamMember;
  manageable: boolean;
  roles: string[];
  online: boolean;
  companyName: string;
}

export function MemberRow({ member, manageable, roles, online, companyName }: Props) {
  const [busy, setBusy] = useState<'role' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const who = member.isSelf ? 'yourself' : member.name === 'Member' && member.email ? member.email : member.name;

  const change = async (role: string) => {
    setError(null);
    setBusy('role');
    const result = await changeMemberRole(member.id, role);
    setBusy(null);
    if (result.error) setError(result.error);
    else notify('success', { title: 'Role changed', description: `${member.name} is now ${companyRoleLabel(role)}.` });
  };

  const remove = async () => {
    setError(null);
    setBusy('remove');
    const result = await removeMember(member.id);
    setBusy(null);
    setConfirming(false);
    if (result.error) setError(result.error);
    else notify('success', { title: 'Member removed', description: `${member.name} is no longer in ${companyName}.` });
  };

  const options = roles.includes(member.member_role) ? roles : [member.member_role, ...roles];
  return (
    <Box
      as="li"
      listStyleType="none"
      px={{ base: '4', md: '6' }}
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Flex gap="3" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <HStack gap="3" flex="1" minW="0">
          <Avatar name={member.name === 'Member' ? null : member.name} email={member.email} src={member.avatar_url} />
          <Stack gap="0" minW="0">
            <HStack gap="2">
              <Text fontWeight="medium" truncate>
                {member.name === 'Member' && member.email ? member.email : member.name}
              </Text>
              {member.isSelf && (
                <Badge size="sm" variant="outline">
                  You
                </Badge>
              )}
            </HStack>
            {member.email && member.name !== 'Member' && (
              <Text fontSize="sm" color="fg.muted" truncate>
                {member.email}
              </Text>
            )}
          </Stack>
        </HStack>
        {manageable ? (
          <HStack gap="2" w={{ base: 'full', md: 'auto' }}>
            <NativeSelect.Root size="sm" w={{ base: 'full', md: '52' }} disabled={!online || busy !== null}>
              <NativeSelect.Field
                aria-label="Role"
                value={member.member_role}
                onChange={(e) => void change(e.target.value)}
              >
                {options.map((role) => (
                  <option key={role} value={role}>
                    {companyRoleLabel(role)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={!online || busy !== null}
              onClick={() => setConfirming(true)}
              aria-label={`Remove ${who === 'yourself' ? 'yourself' : who}`}
            >
              Remove
            </Button>
          </HStack>
        ) : (
          <Stack gap="1" align={{ base: 'start', md: 'end' }}>
            <Badge colorPalette={member.member_role === 'company_owner' ? 'brand' : 'gray'} variant="subtle" size="md">
              {companyRoleLabel(member.member_role)}
            </Badge>
            {member.isSelf && member.member_role === 'company_owner' && (
              <Text fontSize="xs" color="fg.muted" textAlign={{ md: 'end' }}>
                Another owner can change or remove you.
              </Text>
            )}
          </Stack>
        )}
      </Flex>
      {error && (
        <Text role="alert" mt="2" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      <WorkspaceDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        alert
        size="sm"
        title={member.isSelf ? `Leave ${companyName}?` : `Remove ${who}?`}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button colorPalette="red" loading={busy === 'remove'} onClick={() => void remove()}>
              Remove
            </Button>
          </>
        }
      >
        <Text>
          {member.isSelf
            ? `You will lose access to ${companyName}'s workspace. Someone will need to invite you again to come back.`
            : `${who} will lose access to ${companyName}'s workspace. You can invite them again later.`}
        </Text>
      </WorkspaceDialog>
    </Box>
  );
}
