// The full-page wait shown while auth is not ready (product-spec §2).
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { BrandMark } from './brand-logo';

export function LoadingScreen({ message = 'Loading your workspace...' }: { message?: string }) {
  return (
    <Center minH="100dvh" bg="bg" role="status" aria-live="polite">
      <Stack align="center" gap="5">
        <BrandMark size={12} />
        <Spinner size="md" color="brand.solid" borderWidth="3px" aria-hidden="true" />
        <Text color="fg.muted">{message}</Text>
      </Stack>
    </Center>
  );
}
