// The scrolling list of a window's messages. It follows new messages while the reader is at the
// bottom, asks for older ones when they reach the top, and keeps the view still (no jump) when
// older messages are put above. Messages sit under day separators ('Today', 'Yesterday', the
// date); a separator is its own row keyed by its day, so none of them redraws a message.
import { Box, Text } from '@chakra-ui/react';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useNow } from '@/hooks/use-now';
import type { ChatMessage } from '../data/use-messages';
import { keyToDate, localDayKey, withDaySeparators } from '../utils/day-groups';
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

const DaySeparator = memo(function DaySeparator({ label }: { label: string }) {
  return (
    <Box
      as="li"
      role="separator"
      aria-label={label}
      listStyleType="none"
      display="flex"
      alignItems="center"
      gap="2"
      py="1"
      color="fg.muted"
      fontSize="xs"
      _before={{ content: '""', flex: '1', borderTopWidth: '1px' }}
      _after={{ content: '""', flex: '1', borderTopWidth: '1px' }}
    >
      <span aria-hidden="true">{label}</span>
    </Box>
  );
});

function MessageListView({ messages, userId, loadingOlder, onReachTop, onRetry, onDelete }: Props) {
  const ref = useRef<HTMLUListElement>(null);
  const last = useRef({ firstId: '', height: 0, atBottom: true });
  // 'Today' becomes 'Yesterday' at midnight: the rows are rebuilt when the day changes, not each minute.
  const today = localDayKey(useNow());
  const rows = useMemo(() => withDaySeparators(messages, keyToDate(today)), [messages, today]);

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
      {rows.map((row) =>
        row.kind === 'day' ? (
          <DaySeparator key={row.key} label={row.label} />
        ) : (
          <MessageItem
            key={row.message.id}
            message={row.message}
            own={row.message.sender_id === userId}
            onRetry={onRetry}
            onDelete={onDelete}
          />
        ),
      )}
    </Box>
  );
}

/** Redrawn when its messages change, not when someone starts or stops typing. */
export const MessageList = memo(MessageListView);
