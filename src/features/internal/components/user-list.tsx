// The accounts a search found: avatar, name, e-mail, roles and suspension, each a link that opens
// the account beside the list (?user=).
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { UserSummary } from '@sync/internal/users';
import { AppLink } from '@/components/app-link';
import { Avatar } from '@/components/avatar';
import { roleLabels } from '../utils/access-labels';

interface Props {
  users: UserSummary[];
  selectedId: string | null;
  hrefOf: (userId: string) => string;
}

export function UserList({ users, selectedId, hrefOf }: Props) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Users">
      {users.map((u) => (
        <Box
          as="li"
          key={u.user_id}
          borderWidth="1px"
          borderRadius="l2"
          bg={u.user_id === selectedId ? 'bg.muted' : 'bg.panel'}
          borderColor={u.user_id === selectedId ? 'border.emphasized' : 'border'}
        >
          <AppLink
            to={hrefOf(u.user_id)}
            aria-current={u.user_id === selectedId ? 'true' : undefined}
            style={{ display: 'block', padding: '0.75rem' }}
          >
            <HStack gap="3" align="flex-start">
              <Avatar name={u.display_name} email={u.email} src={u.avatar_url} size="sm" />
              <Box minW="0" flex="1">
                <Text fontWeight="medium" truncate>
                  {u.display_name ?? u.email}
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {u.email}
                </Text>
                <HStack gap="1.5" wrap="wrap" mt="1.5">
                  {u.suspended && <Badge colorPalette="red">Suspended</Badge>}
                  {u.roles.map((r) => (
                    <Badge key={r} variant="subtle">
                      {roleLabels[r] ?? r}
                    </Badge>
                  ))}
                </HStack>
              </Box>
            </HStack>
          </AppLink>
        </Box>
      ))}
    </Stack>
  );
}
