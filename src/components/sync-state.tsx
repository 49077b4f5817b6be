// How a record's unsent or refused write shows beside it: 'Pending sync' while the server does
// not have it yet; the server's reason in words (never PostgreSQL's raw message) with Retry and
// Discard when it refused it for good.
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { CircleAlertIcon, CloudUploadIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';
import { refusalReason } from '@/utils/refusal-reason';

export function PendingSyncBadge() {
  return (
    <Badge colorPalette="yellow" variant="subtle" size="sm" gap="1" flexShrink={0}>
      <AppIcon icon={CloudUploadIcon} boxSize="3" />
      Pending sync
    </Badge>
  );
}

interface RefusedProps {
  message: string;
  code?: string | null;
  onRetry: () => void;
  onDiscard: () => void;
}

export function RefusedWrite({ message, code, onRetry, onDiscard }: RefusedProps) {
  return (
    <HStack gap="2" wrap="wrap" role="alert" color="fg.error" fontSize="sm">
      <AppIcon icon={CircleAlertIcon} boxSize="4" />
      <Text>Not saved: {refusalReason({ code, message })}</Text>
      <Button size="2xs" variant="outline" onClick={onRetry}>
        Retry
      </Button>
      <Button size="2xs" variant="ghost" onClick={onDiscard}>
        Discard
      </Button>
    </HStack>
  );
}
