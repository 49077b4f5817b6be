// One answer: where it came from (this device, or the Online AI), its words, the records it
// used, a draft to copy, and a proposed action with Confirm and Cancel until the person decides.
import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { CheckIcon, CloudIcon, CopyIcon, SmartphoneIcon } from 'lucide-react';
import { useState } from 'react';
import { AppIcon } from '@/components/app-icon';
import type { HistoryEntry } from '../utils/history';
import { CitationList } from './citation-list';
import { SuggestionChips } from './suggestion-chips';

interface Props {
  entry: HistoryEntry;
  latest: boolean;
  busy: boolean;
  onAsk: (text: string) => void;
  onConfirm: (id: string) => void;
  onCancel: (id: string) => void;
  openChat: (conversationId: string) => void;
}

const settled = { done: 'Done.', cancelled: 'Cancelled: nothing was changed.' } as const;

function DraftBlock({ draft }: { draft: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(draft)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <Box mt="3" borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
      <Text fontSize="xs" color="fg.muted" mb="1">
        Draft
      </Text>
      <Text whiteSpace="pre-wrap" fontSize="sm">
        {draft}
      </Text>
      <Button size="xs" variant="outline" mt="2" onClick={copy}>
        <AppIcon icon={copied ? CheckIcon : CopyIcon} />
        {copied ? 'Copied' : 'Copy draft'}
      </Button>
    </Box>
  );
}

export function AnswerCard({ entry, latest, busy, onAsk, onConfirm, onCancel, openChat }: Props) {
  const answer = entry.answer!;
  const online = answer.source === 'online';
  return (
    <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '3', md: '4' }} minW="0" flex="1">
      <Badge size="sm" variant="subtle" colorPalette={online ? 'purple' : 'gray'} mb="2" gap="1">
        <AppIcon icon={online ? CloudIcon : SmartphoneIcon} boxSize="3" />
        {online ? 'Online AI' : 'From this device'}
      </Badge>
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {answer.text}
      </Text>
      <CitationList citations={answer.citations} openChat={openChat} />
      {answer.draft ? <DraftBlock draft={answer.draft} /> : null}
      {answer.action && answer.action.kind !== 'open_chat' ? (
        entry.actionState === 'proposed' ? (
          <HStack mt="3" gap="2" role="group" aria-label="Confirm this action">
            <Button size="sm" colorPalette="brand" onClick={() => onConfirm(entry.id)}>
              Confirm
            </Button>
            <Button size="sm" variant="outline" onClick={() => onCancel(entry.id)}>
              Cancel
            </Button>
          </HStack>
        ) : (
          <Text mt="3" fontSize="sm" color={entry.actionState === 'failed' ? 'fg.error' : 'fg.muted'}>
            {entry.actionState === 'failed'
              ? `It could not be done: ${entry.actionError ?? 'please try again.'}`
              : settled[entry.actionState === 'done' ? 'done' : 'cancelled']}
          </Text>
        )
      ) : null}
      {latest ? <SuggestionChips suggestions={answer.suggestions} onPick={onAsk} disabled={busy} /> : null}
    </Box>
  );
}
