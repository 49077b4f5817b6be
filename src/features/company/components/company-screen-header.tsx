// The heading of a company workspace screen: its title, a line about it, and actions.
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function CompanyScreenHeader(props: { title: string; description: ReactNode; actions?: ReactNode }) {
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', sm: 'end' }}
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
    >
      <Box minW="0">
        <Heading as="h1" size="2xl" letterSpacing="-0.01em">
          {props.title}
        </Heading>
        <Text color="fg.muted" mt="1">
          {props.description}
        </Text>
      </Box>
      {props.actions && (
        <Flex gap="2" flexWrap="wrap" flexShrink={0}>
          {props.actions}
        </Flex>
      )}
    </Flex>
  );
}
