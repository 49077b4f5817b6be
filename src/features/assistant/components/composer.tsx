// Where the person asks: one labelled field ('Ask Evee AI'), Enter or Send asks. What is typed is
// kept on the device as it is typed, so a reload does not lose it. With an Online AI configured,
// a checkbox (off by default) decides whether the records cited last go with the question.
import { Box, Checkbox, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { SendHorizontalIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';

interface Props {
  draft: string;
  setDraft: (text: string) => void;
  onAsk: (text: string) => void;
  busy: boolean;
  disabled: boolean;
  /** Shown only with an Online AI configured. */
  share: { enabled: boolean; count: number; onChange: (on: boolean) => void; online: boolean } | null;
}

export function Composer({ draft, setDraft, onAsk, busy, disabled, share }: Props) {
  const send = () => {
    if (draft.trim() && !busy) onAsk(draft);
  };
  return (
    <Box
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      p="2"
    >
      <HStack gap="2">
        <Input
          aria-label="Ask Evee AI"
          placeholder="Ask Evee AI about your messages, jobs, interviews…"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          disabled={disabled}
          border="none"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={500}
        />
        <IconButton
          type="submit"
          aria-label="Send"
          colorPalette="brand"
          disabled={disabled || busy || !draft.trim()}
          loading={busy}
        >
          <AppIcon icon={SendHorizontalIcon} />
        </IconButton>
      </HStack>
      {share ? (
        <HStack justify="space-between" wrap="wrap" gap="2" px="2" pt="2">
          <Checkbox.Root size="sm" checked={share.enabled} onCheckedChange={(e) => share.onChange(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              Share the {share.count === 1 ? 'record' : `${share.count} records`} cited last with Online AI
            </Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="xs" color="fg.muted">
            {share.online
              ? 'Questions I cannot answer here go to Online AI.'
              : 'Online AI needs a connection; answers from this device still work.'}
          </Text>
        </HStack>
      ) : null}
    </Box>
  );
}
