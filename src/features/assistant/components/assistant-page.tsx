// /evee-ai: a chat with the assistant. Answers come from the person's data on this device
// (offline too), cite and link what they used, and propose actions that wait for Confirm. The
// route supplies the actions (they belong to other features) and the Online AI, if configured.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CloudIcon, SparklesIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AppIcon } from '@/components/app-icon';
import { PageHeader } from '@/components/page-header';
import { useOnline } from '@/hooks/use-online';
import { useAssistant, type AssistantSetting } from '../data/use-assistant';
import { starterSuggestions } from '../utils/catalog';
import { AnswerCard } from './answer-card';
import { Composer } from './composer';
import { SuggestionChips } from './suggestion-chips';

type Props = AssistantSetting;

function AssistantMark() {
  return (
    <Box
      flexShrink={0}
      boxSize="8"
      borderRadius="full"
      bg="brand.solid"
      color="white"
      display={{ base: 'none', sm: 'grid' }}
      placeItems="center"
      aria-hidden
    >
      <AppIcon icon={SparklesIcon} boxSize="4" />
    </Box>
  );
}

export function AssistantPage(props: Props) {
  const { mode, actions, ai } = props;
  const assistant = useAssistant(props);
  const online = useOnline();
  const [share, setShare] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const { entries, busy } = assistant;
  const cited = useMemo(() => entries.findLast((e) => e.answer?.citations.length)?.answer?.citations ?? [], [entries]);
  const ask = (text: string) => void assistant.ask(text, share ? cited : []);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [entries.length]);

  return (
    // Room at the bottom for the floating chat panel, which would cover the composer.
    <Stack gap="4" pb="16">
      <PageHeader
        title="Evee AI"
        description="Answers from your own data on this device, offline too."
        actions={
          <HStack gap="2">
            {ai ? (
              <Badge variant="subtle" colorPalette="purple" gap="1" title="Free-form questions go to an online model">
                <AppIcon icon={CloudIcon} boxSize="3" />
                Online AI {online ? 'on' : 'offline'}
              </Badge>
            ) : null}
            <Button size="sm" variant="outline" onClick={assistant.clear} disabled={!entries.length}>
              <AppIcon icon={Trash2Icon} />
              Clear history
            </Button>
          </HStack>
        }
      />
      <Box
        role="log"
        aria-live="polite"
        aria-label="Conversation with Evee AI"
        borderWidth="1px"
        borderRadius="l3"
        bg="bg.subtle"
        p={{ base: '3', md: '4' }}
        minH="16rem"
        maxH={{ base: 'calc(100dvh - 24rem)', md: 'calc(100dvh - 21rem)' }}
        overflowY="auto"
      >
        <Stack gap="4">
          <HStack align="flex-start" gap="3">
            <AssistantMark />
            <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '3', md: '4' }} flex="1" minW="0">
              <Text>
                Hello! I answer questions about your Evee data: messages, notifications, applications, jobs and
                interviews. I work offline, and I ask before changing anything.
              </Text>
              {!entries.length ? (
                <SuggestionChips
                  suggestions={[...starterSuggestions(mode), 'What can you do?']}
                  onPick={ask}
                  disabled={busy || !assistant.ready}
                />
              ) : null}
            </Box>
          </HStack>
          {entries.map((entry, i) =>
            entry.role === 'person' ? (
              <Box
                key={entry.id}
                alignSelf="flex-end"
                maxW="85%"
                bg="brand.solid"
                color="white"
                borderRadius="l3"
                px="4"
                py="2"
              >
                <Text wordBreak="break-word">
                  <Box as="span" srOnly>
                    You:{' '}
                  </Box>
                  {entry.text}
                </Text>
              </Box>
            ) : (
              <HStack key={entry.id} align="flex-start" gap="3">
                <AssistantMark />
                <AnswerCard
                  entry={entry}
                  latest={i === entries.length - 1}
                  busy={busy}
                  onAsk={ask}
                  onConfirm={(id) => void assistant.confirm(id)}
                  onCancel={(id) => void assistant.cancel(id)}
                  openChat={actions.openChat}
                />
              </HStack>
            ),
          )}
          {busy ? (
            <Text color="fg.muted" fontSize="sm">
              Evee AI is looking…
            </Text>
          ) : null}
          <div ref={end} />
        </Stack>
      </Box>
      <Composer
        draft={assistant.draft}
        setDraft={assistant.setDraft}
        onAsk={ask}
        busy={busy}
        disabled={!assistant.ready}
        share={ai ? { enabled: share, count: cited.length, onChange: setShare, online } : null}
      />
    </Stack>
  );
}
