// A workspace screen whose content arrives in a later release: its real title, what it will do,
// and an honest empty state instead of made-up data.
import { Box, EmptyState, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppIcon, type AppIconGlyph } from './app-icon';

interface Props {
  title: string;
  description: string;
  icon: AppIconGlyph;
  emptyTitle?: string;
  emptyDescription?: string;
  context?: ReactNode;
}

export function PlannedScreen({ title, description, icon, emptyTitle, emptyDescription, context }: Props) {
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl" letterSpacing="-0.01em">
          {title}
        </Heading>
        <Text color="fg.muted" mt="1">
          {description}
        </Text>
        {context}
      </Box>
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" bg="bg.subtle" py="16">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <AppIcon icon={icon} boxSize="10" />
          </EmptyState.Indicator>
          <VStack textAlign="center" gap="2">
            <EmptyState.Title>{emptyTitle ?? 'Nothing here yet'}</EmptyState.Title>
            <EmptyState.Description maxW="md">
              {emptyDescription ?? `${title} is coming in an upcoming release of Evee. This screen is a placeholder.`}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
