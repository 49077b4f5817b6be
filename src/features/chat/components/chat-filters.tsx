// The list's role and participant filters (product-spec §2), as two labelled selects.
import { chakra, Flex } from '@chakra-ui/react';
import { memo } from 'react';
import { useAtom } from '@/lib/store';
import { chatParticipantFilterAtom, chatRoleFilterAtom } from '../state';
import {
  participantOptions,
  roleOptions,
  type Membership,
  type ParticipantFilter,
  type RoleFilter,
} from '../utils/filters';

const selectStyle = {
  flex: '1',
  minW: '0',
  fontSize: 'xs',
  borderWidth: '1px',
  borderRadius: 'md',
  px: '2',
  py: '1',
  bg: 'bg.panel',
} as const;

function ChatFiltersView({ membership }: { membership: Membership }) {
  const [role, setRole] = useAtom(chatRoleFilterAtom);
  const [participant, setParticipant] = useAtom(chatParticipantFilterAtom);
  return (
    <Flex gap="2" px="3" pb="2">
      <chakra.select
        aria-label="Filter by role"
        value={role}
        onChange={(e) => setRole(e.target.value as RoleFilter)}
        {...selectStyle}
      >
        {roleOptions(membership).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
      <chakra.select
        aria-label="Filter by participant"
        value={participant}
        onChange={(e) => setParticipant(e.target.value as ParticipantFilter)}
        {...selectStyle}
      >
        {participantOptions(membership).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
    </Flex>
  );
}

/** Redrawn when the filters or the memberships change, not with every message the list shows. */
export const ChatFilters = memo(ChatFiltersView);
