// The loading, empty and offline states the hiring lists share.
import { EmptyState, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { WifiOffIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';

export function ListSkeleton({ rows = 3, height = '24', label }: { rows?: number; height?: string; label: string }) {
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} borderRadius="l3" />
      ))}
    </Stack>
  );
}

interface EmptyProps {
  icon: AppIconGlyph;
  title: string;
  description: string;
  action?: ReactNode;
}

export function EmptyList({ icon, title, description, action }: EmptyProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" bg="bg.subtle" py="12">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <AppIcon icon={icon} boxSize="8" />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description maxW="md">{description}</EmptyState.Description>
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Says the screen shows what is on the device while the network is away. */
export function OfflineNote({ online }: { online: boolean }) {
  if (online) return null;
  return (
    <Text fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="2" role="status">
      <AppIcon icon={WifiOffIcon} boxSize="4" />
      You are offline. This is what is on this device; changes you make are sent when you are back online.
    </Text>
  );
}
