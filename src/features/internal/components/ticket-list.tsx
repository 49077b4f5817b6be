// The inbox's rows: subject, requester, category, status and age; picking one opens it.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { SupportTicketRow } from '@sync/collections/workspace-records/rows';
import { AppLink } from '@/components/app-link';
import { Avatar } from '@/components/avatar';
import { formatDay } from '@/utils/format-day';
import type { Requester } from '../data/use-tickets';
import { categoryLabels, statusLabels, statusPalette } from '../utils/ticket-labels';

// The subject's link covers the card, so the whole row opens the ticket.
const wholeCardLink = {
  '& .ticket-link': { _focusVisible: { textDecoration: 'underline', outline: 'none' } },
  '& .ticket-link::before': { content: '""', position: 'absolute', inset: '0', borderRadius: 'l3' },
  '&:has(.ticket-link:focus-visible)': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing' },
};

interface Props {
  tickets: SupportTicketRow[];
  requesters: Map<string, Requester>;
  selectedId: string | null;
  hrefOf: (ticketId: string) => string;
}

export function TicketList({ tickets, requesters, selectedId, hrefOf }: Props) {
  return (
    <Stack as="ul" gap="2" aria-label="Tickets" listStyleType="none">
      {tickets.map((t) => {
        const who = requesters.get(t.user_id);
        const selected = t.id === selectedId;
        return (
          <Stack
            as="li"
            key={t.id}
            gap="1.5"
            p="3"
            borderWidth="1px"
            borderRadius="l3"
            bg={selected ? 'brand.subtle' : 'bg.panel'}
            borderColor={selected ? 'brand.emphasized' : 'border'}
            position="relative"
            _hover={{ borderColor: 'brand.emphasized' }}
            css={wholeCardLink}
          >
            <Text fontWeight="semibold" fontSize="sm" lineClamp={2}>
              <AppLink to={hrefOf(t.id)} aria-current={selected ? 'true' : undefined} className="ticket-link">
                {t.subject}
              </AppLink>
            </Text>
            <HStack gap="2" minW="0">
              <Avatar name={who?.display_name} email={who?.email} src={who?.avatar_url} size="xs" />
              <Text fontSize="sm" color="fg.muted" truncate>
                {who?.display_name ?? who?.email ?? 'Unknown person'}
              </Text>
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Badge variant="subtle" size="sm">
                {categoryLabels[t.category]}
              </Badge>
              <Badge variant="subtle" size="sm" colorPalette={statusPalette[t.status]}>
                {statusLabels[t.status]}
              </Badge>
              <Text fontSize="xs" color="fg.muted">
                {formatDay(t.created_at)}
              </Text>
            </HStack>
          </Stack>
        );
      })}
    </Stack>
  );
}
