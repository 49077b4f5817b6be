// Pages of results as links (a page is part of the search's address): Previous, where we are
// and the total, Next.
import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  hrefOf: (page: number) => string;
}

export function ResultsPager({ page, pageSize, total, hrefOf }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <HStack as="nav" aria-label="Result pages" justify="space-between" gap="3" pt="1">
      <Button asChild size="sm" variant="outline" disabled={page === 0} aria-disabled={page === 0}>
        {page === 0 ? (
          <span>
            <AppIcon icon={ChevronLeftIcon} boxSize="4" />
            Previous
          </span>
        ) : (
          <RouterLink to={hrefOf(page - 1)}>
            <AppIcon icon={ChevronLeftIcon} boxSize="4" />
            Previous
          </RouterLink>
        )}
      </Button>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {first}–{last} of {total.toLocaleString('en-US')}
      </Text>
      <Button asChild size="sm" variant="outline" disabled={page >= pages - 1} aria-disabled={page >= pages - 1}>
        {page >= pages - 1 ? (
          <span>
            Next
            <AppIcon icon={ChevronRightIcon} boxSize="4" />
          </span>
        ) : (
          <RouterLink to={hrefOf(page + 1)}>
            Next
            <AppIcon icon={ChevronRightIcon} boxSize="4" />
          </RouterLink>
        )}
      </Button>
    </HStack>
  );
}
