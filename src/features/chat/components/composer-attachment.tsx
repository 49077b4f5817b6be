// The composer's file controls. 'Attach a file' is the file input itself, laid transparent over
// a paperclip, so it is one control: focusable, opened by Enter or Space as any file input, named
// for screen readers, and what a test sets files on. The picked file waits above the box until
// sent or removed, as a thumbnail for a picture, else its name, size and type.
import { FileIcon, PaperclipIcon, XIcon } from 'lucide-react';
import { Box, chakra, Flex, IconButton, Image, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { fileType, formatBytes } from '@/lib/files/rules';
import { AppIcon } from '@/components/app-icon';
import { isInlineImage } from '../data/file-messages';

export function AttachButton({ onPick }: { onPick: (file: File) => void }) {
  return (
    <Box
      position="relative"
      flexShrink={0}
      boxSize="8"
      display="flex"
      alignItems="center"
      justifyContent="center"
      borderRadius="md"
      color="fg.muted"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
    >
      <AppIcon icon={PaperclipIcon} boxSize="4" />
      <chakra.input
        type="file"
        aria-label="Attach a file"
        title="Attach a file"
        position="absolute"
        inset="0"
        w="100%"
        h="100%"
        opacity={0}
        cursor="pointer"
        onChange={(e) => {
          const picked = e.currentTarget.files?.[0];
          // Emptied so that picking the same file again (after Remove) is a change too.
          e.currentTarget.value = '';
          if (picked) onPick(picked);
        }}
      />
    </Box>
  );
}

export function StagedFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  const image = isInlineImage(fileType(file));
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!image) return;
    const objectUrl = URL.createObjectURL(file);
    let live = true;
    void Promise.resolve().then(() => live && setUrl(objectUrl));
    return () => {
      live = false;
      URL.revokeObjectURL(objectUrl);
    };
  }, [file, image]);
  return (
    <Flex align="center" gap="2" mb="2" p="1.5" borderWidth="1px" borderRadius="md" bg="bg.subtle" maxW="100%">
      {image && url ? (
        <Image src={url} alt="" boxSize="10" objectFit="cover" borderRadius="sm" />
      ) : (
        <AppIcon icon={FileIcon} boxSize="5" color="fg.muted" />
      )}
      <Box minW="0" flex="1">
        <Text fontSize="sm" truncate>
          {file.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatBytes(file.size)}
        </Text>
      </Box>
      <IconButton aria-label="Remove attachment" size="xs" variant="ghost" onClick={onRemove}>
        <AppIcon icon={XIcon} boxSize="3.5" />
      </IconButton>
    </Flex>
  );
}
