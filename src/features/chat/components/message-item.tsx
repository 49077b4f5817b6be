// One message: the text, the sender for others' messages, and for the user's own its delivery
// state as an icon named 'Pending', 'Sent' or 'Failed'; a failed one offers Retry and Delete.
// A file or image message shows its files above its text (the caption, which may be empty).
import { CheckIcon, CircleAlertIcon, ClockIcon, PaperclipIcon } from 'lucide-react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { attachmentsOf } from '@sync/chat/attachments';
import type { ChatMessage } from '../data/use-messages';
import { MessageAttachments } from './message-attachments';
import { AppIcon } from '@/components/app-icon';

interface Props {
  message: ChatMessage;
  own: boolean;
  onRetry: (id: string) => void;
  onDelete: (id: string) => void;
}

// One formatter for every message: toLocaleTimeString would build a new one per call.
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const time = (iso: string) => timeFormat.format(new Date(iso));

function DeliveryIcon({ state }: { state: NonNullable<ChatMessage['state']> }) {
  if (state === 'pending') return <AppIcon icon={ClockIcon} label="Pending" boxSize="3" />;
  if (state === 'failed') return <AppIcon icon={CircleAlertIcon} label="Failed" boxSize="3" color="fg.error" />;
  return <AppIcon icon={CheckIcon} label="Sent" boxSize="3" />;
}

function MessageItemView({ message, own, onRetry, onDelete }: Props) {
  const system = message.message_type === 'system';
  const files = attachmentsOf(message);
  return (
    <Box
      as="li"
      listStyleType="none"
      alignSelf={system ? 'center' : own ? 'flex-end' : 'flex-start'}
      maxW="85%"
      data-message-id={message.id}
      data-delivery={message.state ?? undefined}
    >
      {!own && !system && (
        <Text fontSize="xs" color="fg.muted" px="1">
          {message.sender_name ?? 'User'}
        </Text>
      )}
      {files.length > 0 && <MessageAttachments attachments={files} pending={message.state === 'pending'} own={own} />}
      {(message.content || files.length === 0) && (
        <Box
          mt={files.length ? '1' : undefined}
          px="3"
          py="1.5"
          borderRadius="lg"
          bg={system ? 'transparent' : own ? 'brand.solid' : 'bg.muted'}
          color={system ? 'fg.muted' : own ? 'white' : 'fg'}
          fontSize={system ? 'xs' : 'sm'}
          whiteSpace="pre-wrap"
          wordBreak="break-word"
        >
          {/* A file message from before files were stored names its file in the text only. */}
          {message.message_type === 'file' && files.length === 0 && (
            <AppIcon icon={PaperclipIcon} boxSize="3.5" mr="1" verticalAlign="-2px" />
          )}
          {message.content}
        </Box>
      )}
      <Flex gap="1" align="center" justify={own ? 'flex-end' : 'flex-start'} fontSize="2xs" color="fg.muted" px="1">
        <Text>{time(message.created_at)}</Text>
        {own && message.state && <DeliveryIcon state={message.state} />}
      </Flex>
      {own && message.state === 'failed' && (
        <Flex gap="1" justify="flex-end">
          <Button size="2xs" variant="outline" onClick={() => onRetry(message.id)}>
            Retry
          </Button>
          <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => onDelete(message.id)}>
            Delete
          </Button>
        </Flex>
      )}
    </Box>
  );
}

/** Messages are immutable: one re-renders only when its delivery state or sender changes. */
export const MessageItem = memo(
  MessageItemView,
  (a, b) =>
    a.message.id === b.message.id &&
    a.message.state === b.message.state &&
    a.message.sender_name === b.message.sender_name &&
    a.message.content === b.message.content &&
    a.own === b.own,
);
