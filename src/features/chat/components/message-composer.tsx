// The message box (product-spec §5): a textbox named 'Message' and a 'Send' button, disabled
// while there is nothing to send. Enter sends the trimmed text; Shift+Enter starts a new line.
// The box empties at once; if the device cannot store the message, the text comes back into the
// box. Beside it, 'Attach a file' picks one file: it waits above the box (with Remove) and goes
// with the next Send, the text as its caption; a file the chat would refuse is said in words.
import { SendHorizontalIcon } from 'lucide-react';
import { Box, chakra, Flex, IconButton, Text } from '@chakra-ui/react';
import { memo, useState, type KeyboardEvent } from 'react';
import { messageText } from '../data/chat-commands';
import { checkChatFile } from '../data/file-messages';
import { AppIcon } from '@/components/app-icon';
import { AttachButton, StagedFile } from './composer-attachment';

interface Props {
  /** Stores the message on the device; a rejection puts the text back. */
  onSend: (text: string) => Promise<unknown>;
  /** Stores a file message on the device; a rejection puts the file and text back. */
  onSendFile: (file: File, caption: string) => Promise<unknown>;
  onTyping: () => void;
}

function MessageComposerView({ onSend, onSendFile, onTyping }: Props) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ready = messageText(text) !== null || file !== null;
  const putBack = (raw: string) => setText((typed) => (typed ? `${raw}\n${typed}` : raw));
  // What the box holds now is sent, not the last render's copy of it.
  const send = (raw: string) => {
    setProblem(null);
    if (file) {
      const picked = file;
      setFile(null);
      setText('');
      onSendFile(picked, raw).catch((err: unknown) => {
        setFile((current) => current ?? picked);
        if (raw.trim()) putBack(raw);
        setProblem(err instanceof Error ? err.message : 'The file could not be sent');
      });
      return;
    }
    const content = messageText(raw);
    if (!content) return;
    setText('');
    onSend(content).catch(() => putBack(raw));
  };
  const pick = async (picked: File) => {
    const refused = await checkChatFile(picked);
    setProblem(refused);
    setFile(refused ? null : picked);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(event.currentTarget.value);
    }
  };
  return (
    <Box borderTopWidth="1px" p="2">
      {file && <StagedFile file={file} onRemove={() => setFile(null)} />}
      {problem && (
        <Text role="alert" fontSize="xs" color="fg.error" px="1" pb="1.5">
          {problem}
        </Text>
      )}
      <Flex gap="2" align="flex-end">
        <AttachButton onPick={(picked) => void pick(picked)} />
        <chakra.textarea
          aria-label="Message"
          placeholder={file ? 'Add a caption…' : 'Type a message…'}
          rows={1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value) onTyping();
          }}
          onKeyDown={onKeyDown}
          flex="1"
          minW="0"
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
    </Box>
  );
}

/** Redrawn by its own typing, not by the window around it (give it stable callbacks). */
export const MessageComposer = memo(MessageComposerView);
