// The scrolling list of a window's messages. It follows new messages while the reader is at the
// bottom, asks for older ones when they reach the top, and keeps the view still (no jump) when
// older messages are put above.
import { Box, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../data/use-messages';
import { MessageItem } from './message-item';

interface Props {
  messages: ChatMessage[];
  userId: string;
  loadingOlder: boolean;
  onReachTop: () => void;
  onRetry: (id: string) => void;
  onDelete: (id: string) => void;
}

const NEAR = 48;

export function MessageList({ messages, userId, loadingOlder, onReachTop, onRetry, onDelete }: Props) {
  const ref = useRef<HTMLUListElement>(null);
  const last = useRef({ firstId: '', height: 0, atBottom: true });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const firstId = messages[0]?.id ?? '';
    const prepended = last.current.firstId && firstId !== last.current.firstId && !last.current.atBottom;
    if (prepended) el.scrollTop += el.scrollHeight - last.current.height;
    else if (last.current.atBottom) el.scrollTop = el.scrollHeight;
    last.current = { firstId, height: el.scrollHeight, atBottom: last.current.atBottom };
  }, [messages]);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    last.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR;
    last.current.height = el.scrollHeight;
    if (el.scrollTop < NEAR && !loadingOlder) onReachTop();
  };

  return (
    <Box
      as="ul"
      ref={ref}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      flex="1"
      overflowY="auto"
      display="flex"
      flexDirection="column"
      gap="2"
      p="3"
      onScroll={onScroll}
    >
      {loadingOlder && (
        <Text as="li" listStyleType="none" fontSize="xs" color="fg.muted" alignSelf="center">
          Loading earlier messages…
        </Text>
      )}
      {messages.length === 0 && (
        <Text as="li" listStyleType="none" fontSize="sm" color="fg.muted" alignSelf="center">
          No messages yet
        </Text>
      )}
      {messages.map((m) => (
        <MessageItem key={m.id} message={m} own={m.sender_id === userId} onRetry={onRetry} onDelete={onDelete} />
      ))}
    </Box>
  );
}
