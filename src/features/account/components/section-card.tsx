// A titled card: one part of an account screen (a profile section, a settings section).
import { Box, Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'danger';
  id?: string;
}

export function SectionCard({ title, description, children, tone, id }: Props) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-title`;
  return (
    <Card.Root
      variant="outline"
      as="section"
      id={id}
      aria-labelledby={headingId}
      borderColor={tone === 'danger' ? 'border.error' : undefined}
    >
      <Card.Body gap="5" p={{ base: '4', md: '6' }}>
        <Box>
          <Heading as="h2" size="md" id={headingId} color={tone === 'danger' ? 'fg.error' : undefined}>
            {title}
          </Heading>
          {description && (
            <Text fontSize="sm" color="fg.muted" mt="0.5">
              {description}
            </Text>
          )}
        </Box>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
