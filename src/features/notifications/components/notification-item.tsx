// One notification: type icon, title, a two-line message, relative age and an unread dot;
// 'Mark read' on an unread ordinary item, Accept and Decline on an open invitation, the proposed
// times of an interview to pick one.
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { NotificationDoc } from '@sync/collections/notifications/schema';
import { markNotificationRead } from '@sync/notifications/read-marks';
import { useSyncSession } from '@/lib/sync-session';
import { invitationData, isInvitation } from '@/utils/notification-fields';
import { relativeAge } from '@/utils/relative-age';
import { ConsentActions, isConsentRequest } from '@/components/consent-actions';
import { InvitationActions } from '@/components/invitation-actions';
import { isSlotProposal, SlotPickActions } from '@/components/slot-pick-actions';
import { TypeIcon } from './type-icon';

export function NotificationItem({ row, now }: { row: NotificationDoc; now: Date }) {
  const db = useSyncSession()?.db ?? null;
  const invitation = isInvitation(row);
  const company = invitationData(row);
  const item = useRef<HTMLDivElement>(null);
  const markRead = () => {
    // The button goes once the item is read: focus stays on the item (an li; Flex types its ref
    // as a div) rather than being lost to the page, so the keyboard keeps its place and Escape
    // still closes the dropdown.
    item.current?.focus();
    if (db) void markNotificationRead(db, row.id).catch((err) => console.error('Mark read failed', err));
  };
  return (
    <Flex
      as="li"
      ref={item}
      tabIndex={-1}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
      gap="3"
      px="3"
      py="3"
      align="flex-start"
      bg={row.read ? 'transparent' : 'brand.subtle/40'}
      borderRadius="l2"
      data-testid="notification-item"
      data-read={row.read ? 'true' : 'false'}
      aria-label={row.read ? row.title : `Unread: ${row.title}`}
    >
      <TypeIcon
        type={row.type}
        company={company?.company_name ? { name: company.company_name, logo: company.company_logo } : undefined}
      />
      <Stack gap="1" flex="1" minW="0">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontSize="sm" fontWeight={row.read ? 'medium' : 'semibold'} lineClamp={1}>
            {row.title}
          </Text>
          <HStack gap="1.5" flexShrink={0}>
            <Text fontSize="xs" color="fg.muted">
              {relativeAge(row.created_at, now)}
            </Text>
            {!row.read && <Box boxSize="2" borderRadius="full" bg="brand.solid" aria-hidden="true" />}
          </HStack>
        </HStack>
        {row.message && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {row.message}
          </Text>
        )}
        {invitation ? (
          <InvitationActions row={row} />
        ) : isConsentRequest(row) ? (
          <ConsentActions row={row} />
        ) : isSlotProposal(row) ? (
          <SlotPickActions row={row} />
        ) : (
          !row.read && (
            <Box>
              <Button size="2xs" variant="ghost" colorPalette="brand" px="1" onClick={markRead}>
                Mark read
              </Button>
            </Box>
          )
        )}
      </Stack>
    </Flex>
  );
}
