// A message's files: a picture as a thumbnail that opens full size in a dialog, any other file as
// a chip with its name, size and type that opens it by a signed URL. A file still waiting to be
// uploaded shows from the device's own copy.
import { FileIcon, ImageOffIcon } from 'lucide-react';
import { Box, Button, chakra, CloseButton, Dialog, Flex, Image, Portal, Progress, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MessageAttachment } from '@sync/chat/attachments';
import { formatBytes } from '@/lib/files/rules';
import { useUploadProgress } from '@/lib/files/upload-progress';
import { AppIcon } from '@/components/app-icon';
import { notify } from '@/components/ui/toaster';
import { isInlineImage } from '../data/file-messages';
import { signedAttachmentUrl, useAttachmentUrl } from '../data/use-attachment-url';
import { typeLabel } from '../utils/file-type-label';

interface Props {
  attachments: MessageAttachment[];
  pending: boolean;
  own: boolean;
}

/** While this tab uploads the file: how far it has got. */
function UploadBar({ file }: { file: MessageAttachment }) {
  const share = useUploadProgress(file.path);
  if (share === undefined) return null;
  return (
    <Progress.Root
      size="xs"
      colorPalette="brand"
      w="100%"
      value={Math.round(share * 100)}
      aria-label={`Uploading ${file.name}`}
    >
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

function ImageAttachment({ file, pending }: { file: MessageAttachment; pending: boolean }) {
  const [open, setOpen] = useState(false);
  const source = useAttachmentUrl(file, pending);
  if (source.state === 'unavailable') {
    return (
      <Flex
        align="center"
        gap="2"
        px="3"
        py="2"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        color="fg.muted"
        fontSize="xs"
      >
        <AppIcon icon={ImageOffIcon} boxSize="4" />
        <Text>{file.name}: shown when back online</Text>
      </Flex>
    );
  }
  const ratio = file.width && file.height ? `${file.width} / ${file.height}` : undefined;
  return (
    <>
      <chakra.button
        type="button"
        aria-label={`Open image ${file.name}`}
        onClick={() => setOpen(true)}
        disabled={source.state !== 'ready'}
        display="block"
        borderRadius="md"
        overflow="hidden"
        bg="bg.muted"
        w="48"
        maxW="100%"
        style={{ aspectRatio: ratio ?? '4 / 3' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {source.url && (
          <Image
            src={source.url}
            alt={file.name}
            w="100%"
            h="100%"
            objectFit="cover"
            opacity={pending ? 0.75 : 1}
            data-testid="chat-thumbnail"
          />
        )}
      </chakra.button>
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="xl" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title truncate>{file.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" justifyContent="center">
                {source.url && <Image src={source.url} alt={file.name} maxW="100%" maxH="75vh" objectFit="contain" />}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

function FileChip({ file, pending, own }: { file: MessageAttachment; pending: boolean; own: boolean }) {
  const [opening, setOpening] = useState(false);
  const openFile = async () => {
    setOpening(true);
    try {
      window.open(await signedAttachmentUrl(file), '_blank', 'noopener');
    } catch (err) {
      notify('error', {
        title: 'File not opened',
        description: err instanceof Error ? err.message : 'The file could not be opened; try again when online.',
      });
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      h="auto"
      py="1.5"
      bg="bg"
      color="fg"
      justifyContent="flex-start"
      maxW="100%"
      gap="2"
      // Not on the server yet: nothing to open but the device's own copy.
      disabled={pending && own}
      loading={opening}
      onClick={() => void openFile()}
    >
      <AppIcon icon={FileIcon} boxSize="4" />
      <Box textAlign="start" minW="0">
        <Text fontSize="sm" truncate>
          {file.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatBytes(file.size)} · {typeLabel(file)}
        </Text>
      </Box>
    </Button>
  );
}

export function MessageAttachments({ attachments, pending, own }: Props) {
  return (
    <Flex direction="column" gap="1.5" align={own ? 'flex-end' : 'flex-start'}>
      {attachments.map((file) => (
        <Flex key={file.path} direction="column" gap="1" align="stretch" maxW="100%">
          {isInlineImage(file.type) ? (
            <ImageAttachment file={file} pending={pending} />
          ) : (
            <FileChip file={file} pending={pending} own={own} />
          )}
          {pending && own && <UploadBar file={file} />}
        </Flex>
      ))}
    </Flex>
  );
}
