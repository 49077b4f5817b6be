// The message box (product-spec §5): a textbox named 'Message' and a 'Send' button, disabled
// while the text is blank. Enter sends the trimmed text; Shift+Enter starts a new line. The box
// empties at once; if the device cannot store the message, the text comes back into the box.
import { SendHorizontalIcon } from 'lucide-react';
import { chakra, Flex, IconButton } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { messageText } from '../data/chat-commands';
import { AppIcon } from '@/components/app-icon';

interface Props {
  /** Stores the message on the device; a rejection puts the text back. */
  onSend: (text: string) => Promise<unknown>;
  onTyping: () => void;
}

export function MessageComposer({ onSend, onTyping }: Props) {
  const [text, setText] = useState('');
  const ready = messageText(text) !== null;
  // What the box holds now is sent, not the last render's copy of it.
  const send = (raw: string) => {
    const content = messageText(raw);
    if (!content) return;
    setText('');
    onSend(content).catch(() => setText((typed) => (typed ? `${raw}\n${typed}` : raw)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(event.currentTarget.value);
    }
  };
  return (
    <Flex gap="2" p="2" borderTopWidth="1px" align="flex-end">
      <chakra.textarea
        aria-label="Message"
        placeholder="Type a message…"
        rows={1}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value) onTyping();
        }}
        onKeyDown={onKeyDown}
        flex="1"
        resize="none"
        maxH="32"
        fontSize="sm"
        px="2.5"
        py="1.5"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      />
      <IconButton aria-label="Send" size="sm" colorPalette="brand" disabled={!ready} onClick={() => send(text)}>
        <AppIcon icon={SendHorizontalIcon} boxSize="4" />
      </IconButton>
    </Flex>
  );
}
