// The list of changes the server refused, in the header's popover: what each was, the reason
// in words, and Retry (send this version again) and Discard (load the server's copy instead).
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Refusals } from '@/hooks/use-refusals';

export function RefusalsList({ refusals }: { refusals: Refusals }) {
  const { list, busy, retry, discard } = refusals;
  if (!list.length) {
    return (
      <Text fontSize="sm" color="fg.muted" p="3">
        Every change was saved.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" data-testid="refused-writes">
      {list.map((r) => (
        <Stack as="li" key={r.id} gap="1.5" px="3" py="2.5" borderTopWidth="1px" _first={{ borderTopWidth: '0' }}>
          <Text fontWeight="semibold" fontSize="sm">
            {r.label}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {r.reason}
          </Text>
          <HStack gap="2">
            <Button
              size="xs"
              variant="outline"
              aria-label={`Retry ${r.label}`}
              loading={busy.has(r.id)}
              onClick={() => retry(r.id)}
            >
              Retry
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={`Discard ${r.label}`}
              disabled={busy.has(r.id)}
              onClick={() => discard(r.id)}
            >
              Discard
            </Button>
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}
