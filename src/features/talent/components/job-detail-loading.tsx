// What the open job's place shows while its panel's code arrives (the first job opened): the
// panel's outline with placeholder lines, so nothing jumps when it lands.
import { Card, Skeleton, Stack } from '@chakra-ui/react';

export function JobDetailLoading() {
  return (
    <Card.Root variant="outline" bg="bg.panel" role="status" aria-label="Loading the job">
      <Card.Body gap="5" p={{ base: '4', md: '6' }}>
        <Stack gap="2">
          <Skeleton height="6" width="60%" />
          <Skeleton height="4" width="40%" />
        </Stack>
        <Stack gap="2">
          <Skeleton height="4" />
          <Skeleton height="4" />
          <Skeleton height="4" width="70%" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
