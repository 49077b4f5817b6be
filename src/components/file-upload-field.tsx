// One stored file and the controls around it: its name, size and date with Replace and Remove,
// or an upload button when there is none; a progress bar while it uploads; 'Waiting for
// connection' while a file picked offline waits; the refusal in words. The file input keeps the
// field's accessible name ('Upload resume'); the visible buttons open it, so the keyboard reaches
// one control per action.
import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { CloudOffIcon, FileTextIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { AppIcon } from '@/components/app-icon';
import { formatBytes } from '@/lib/files/rules';
import { formatDay } from '@/utils/format-day';

export interface ShownFile {
  name: string;
  /** Unknown (null) for a photo whose details could not be read offline. */
  size: number | null;
  uploadedAt: string | null;
}

export interface UploadStatus {
  /** The file being sent and how far it got. */
  sending: { name: string; sent: number; total: number } | null;
  /** A file picked offline, kept on the device until the connection returns. */
  waiting: { name: string } | null;
  error: string | null;
}

interface Props {
  /** The file input's accessible name, also the button's words when there is no file. */
  label: string;
  accept: string;
  hint: string;
  current: ShownFile | null;
  status: UploadStatus;
  onPick: (file: File) => void;
  onRemove?: () => void;
  removing?: boolean;
  /** Shown before the file (a photo's preview); a document icon otherwise. */
  preview?: ReactNode;
  readOnly?: boolean;
}

export function FileUploadField({
  label,
  accept,
  hint,
  current,
  status,
  onPick,
  onRemove,
  removing,
  preview,
  readOnly,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const busy = Boolean(status.sending) || Boolean(removing);
  const open = () => input.current?.click();
  return (
    <Stack gap="2">
      <HStack gap="3" align="center" wrap="wrap">
        {preview ?? <AppIcon icon={FileTextIcon} boxSize="6" color="fg.muted" />}
        <Box flex="1" minW="40">
          {current ? (
            <>
              <Text fontWeight="medium" truncate title={current.name}>
                {current.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {[
                  current.size !== null && formatBytes(current.size),
                  current.uploadedAt && `uploaded ${formatDay(current.uploadedAt)}`,
                ]
                  .filter(Boolean)
                  .join(' · ') || 'Uploaded'}
              </Text>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {hint}
            </Text>
          )}
        </Box>
        {!readOnly && (
          <HStack gap="2">
            {/* Named after the file: My Profile has a photo and a résumé, each with Replace and Remove. */}
            <Button
              size="sm"
              variant="outline"
              onClick={open}
              disabled={busy}
              aria-label={current ? `Replace ${current.name}` : undefined}
            >
              {current ? 'Replace' : label}
            </Button>
            {current && onRemove && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={onRemove}
                aria-label={`Remove ${current.name}`}
                loading={removing}
                disabled={busy}
              >
                Remove
              </Button>
            )}
          </HStack>
        )}
        {!readOnly && (
          <input
            ref={input}
            type="file"
            accept={accept}
            aria-label={label}
            tabIndex={-1}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared, so picking the same file again after a refusal is seen as a new pick.
              event.currentTarget.value = '';
              if (file) onPick(file);
            }}
          />
        )}
      </HStack>
      {status.sending && (
        <Progress.Root
          size="sm"
          colorPalette="brand"
          value={status.sending.total ? Math.round((status.sending.sent / status.sending.total) * 100) : null}
          aria-label={`Uploading ${status.sending.name}`}
        >
          <HStack justify="space-between">
            <Progress.Label fontSize="sm">Uploading {status.sending.name}</Progress.Label>
            <Progress.ValueText fontSize="sm" />
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {status.waiting && (
        <HStack gap="2" color="fg.muted" fontSize="sm" role="status">
          <AppIcon icon={CloudOffIcon} boxSize="4" />
          <Text>Waiting for connection: {status.waiting.name} uploads when you are back online.</Text>
        </HStack>
      )}
      {status.error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {status.error}
        </Text>
      )}
    </Stack>
  );
}
