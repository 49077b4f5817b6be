// The title block every hiring screen opens with, and room for its actions.
import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <HStack justify="space-between" align="flex-end" wrap="wrap" gap="4">
      <Box minW="0">
        <Heading as="h1" size="2xl" letterSpacing="-0.01em">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" mt="1">
            {description}
          </Text>
        )}
      </Box>
      {actions}
    </HStack>
  );
}
