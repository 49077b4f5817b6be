// The records an answer used, each a way to it: a link to its screen, or for a conversation a
// button that opens it in the floating chat. Named for what they open.
import { Box, Button, HStack, List, Text } from '@chakra-ui/react';
import { MessageCircleIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';
import { AppLink } from '@/components/app-link';
import { Avatar } from '@/components/avatar';
import type { Citation } from '../utils/answer-types';

const kindWords: Record<Citation['kind'], string> = {
  notification: 'Notification',
  conversation: 'Conversation',
  application: 'Application',
  job: 'Job',
  event: 'Event',
  candidate: 'Candidate',
};

export function CitationList({ citations, openChat }: { citations: Citation[]; openChat: (id: string) => void }) {
  if (!citations.length) return null;
  return (
    <List.Root as="ul" listStyleType="none" gap="1.5" mt="3" aria-label="Records used">
      {citations.map((c) => (
        <List.Item key={`${c.kind}-${c.id}`} borderWidth="1px" borderRadius="l2" px="3" py="2" bg="bg.subtle">
          <HStack gap="3" align="flex-start">
            {c.avatar ? <Avatar name={c.avatar.name} src={c.avatar.src} shape={c.avatar.shape} size="sm" /> : null}
            <Box minW="0" flex="1">
              <Text fontSize="xs" color="fg.muted">
                {kindWords[c.kind]}
              </Text>
              {c.conversationId ? (
                <Button
                  variant="plain"
                  size="sm"
                  h="auto"
                  p="0"
                  fontWeight="semibold"
                  color="fg"
                  textDecoration="underline"
                  whiteSpace="normal"
                  textAlign="start"
                  aria-label={`Open chat with ${c.label}`}
                  onClick={() => openChat(c.conversationId!)}
                >
                  <AppIcon icon={MessageCircleIcon} boxSize="3.5" />
                  {c.label}
                </Button>
              ) : c.href ? (
                <Text fontWeight="semibold" fontSize="sm" textDecoration="underline" wordBreak="break-word">
                  <AppLink to={c.href}>{c.label}</AppLink>
                </Text>
              ) : (
                <Text fontWeight="semibold" fontSize="sm">
                  {c.label}
                </Text>
              )}
              {c.detail ? (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {c.detail}
                </Text>
              ) : null}
            </Box>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
