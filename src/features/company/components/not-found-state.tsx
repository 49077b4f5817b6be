// A hiring screen's 'not on this device' state: what is missing and the way back.
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { SearchXIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';

interface Props {
  title: string;
  description?: string;
  actionLabel: string;
  onAction: () => void;
}

export function NotFoundState({ title, description, actionLabel, onAction }: Props) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg.panel" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <AppIcon icon={SearchXIcon} boxSize="10" />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title as="h1">{title}</EmptyState.Title>
          {description && <EmptyState.Description maxW="md">{description}</EmptyState.Description>}
        </VStack>
        <Button colorPalette="brand" onClick={onAction}>
          {actionLabel}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
