// Previous and Next under a paged list, with where the person is ('Page 2 of 5'). Pages count
// from 0 here; people read them from 1.
import { Button, HStack, Text } from '@chakra-ui/react';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <HStack justify="space-between" as="nav" aria-label="Pages">
      <Button size="sm" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm" color="fg.muted">{`Page ${page + 1} of ${pages}`}</Text>
      <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
